/// The stylesheet of the HTML front end, published as ``HTMLRenderer/stylesheet``.
///
/// Everything is scoped under the `anshin` classes the renderer writes, so the stylesheet can sit in a
/// host's page without restyling it. Colours are custom properties (`--anshin-success`, …) set for light
/// mode and again under `prefers-color-scheme: dark`; a host can override any of them. Transitions read
/// the durations the live script sets from the markup's data attributes (`--anshin-show-duration`, …;
/// no fade without the script) and are dropped under `prefers-reduced-motion: reduce`. The markup has
/// no `style` attributes: a progress bar is a `<progress>` drawn here, a reordered element's visual
/// position is a class (`anshin-order-3`), so pages work under a `style-src` policy without
/// `'unsafe-inline'`.
///
/// Every property that has a side is logical (`margin-inline`, `border-inline-start`, `text-align:
/// start`), so a right-to-left page or fragment (`dir="rtl"`) is mirrored: what leads is on the
/// right. Icons that point a way (`chevron-forward`) and the indeterminate progress bar's sweep turn
/// round under `:dir(rtl)`. Under `forced-colors: active` (Windows High Contrast) buttons, cards,
/// borders, the progress bar and the focus ring take the system colours, so none of them disappears.
/// A group with no element in it (a status board whose messages have all gone) draws no card and
/// takes no room, and the Retry link looks like every other button (not underlined).
enum HTMLStylesheet {
    /// The CSS.
    static let css = #"""
        /*
         Anshin HTML front end.
         Colour tokens and their WCAG 2 contrast ratios as text (relative luminance, AA needs 4.5:1):
         on the card surface, on the page background, and the on-tone text of a filled button on the token.
           Light: surface #ffffff, page #f2f2f5, on-tone text #ffffff.
             text          #1d1d1f  16.83  15.06      -
             secondaryText #5b5b63   6.73   6.02      -
             neutral       #1d1d1f  16.83  15.06  16.83
             success       #1e7a34   5.40   4.83   5.40
             caution       #0b5fbf   6.17   5.52   6.17
             error         #c4262e   5.73   5.13   5.73
             debug         #7a3fbf   6.38   5.71   6.38
             internalError #a64b00   5.79   5.18   5.79
             destructive   #c4262e   5.73   5.13   5.73
             accent        #4338ca   7.90   7.07   7.90
           Dark: surface #1c1c1f, page #111113, on-tone text #111113.
             text          #f2f2f5  15.22  16.88      -
             secondaryText #a8a8b3   7.22   8.01      -
             neutral       #f2f2f5  15.22  16.88  16.88
             success       #5bd17a   8.78   9.74   9.74
             caution       #6cb4ff   7.78   8.63   8.63
             error         #ff8a80   7.45   8.26   8.26
             debug         #d3a8ff   8.76   9.71   9.71
             internalError #ffa95c   8.97   9.95   9.95
             destructive   #ff8a80   7.45   8.26   8.26
             accent        #a5b4fc   8.53   9.46   9.46
        */
        .anshin,.anshin-page{
        --anshin-font:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue","Hiragino Sans","Noto Sans JP","Noto Sans",sans-serif;
        --anshin-page-background:#f2f2f5;
        --anshin-surface:#ffffff;
        --anshin-text:#1d1d1f;
        --anshin-secondary-text:#5b5b63;
        --anshin-on-tone:#ffffff;
        --anshin-border:#dcdce2;
        --anshin-track:#e4e4ea;
        --anshin-tint:#eceefc;
        --anshin-shadow:0 1px 2px rgb(16 16 24/.06),0 12px 32px -8px rgb(16 16 24/.14);
        --anshin-radius:16px;
        --anshin-neutral:#1d1d1f;
        --anshin-success:#1e7a34;
        --anshin-caution:#0b5fbf;
        --anshin-error:#c4262e;
        --anshin-debug:#7a3fbf;
        --anshin-internalError:#a64b00;
        --anshin-destructive:#c4262e;
        --anshin-accent:#4338ca;
        }
        @media (prefers-color-scheme:dark){
        .anshin,.anshin-page{
        --anshin-page-background:#111113;
        --anshin-surface:#1c1c1f;
        --anshin-text:#f2f2f5;
        --anshin-secondary-text:#a8a8b3;
        --anshin-on-tone:#111113;
        --anshin-border:#34343b;
        --anshin-track:#34343b;
        --anshin-tint:#272a44;
        --anshin-shadow:0 1px 2px rgb(0 0 0/.4),0 12px 32px -8px rgb(0 0 0/.6);
        --anshin-neutral:#f2f2f5;
        --anshin-success:#5bd17a;
        --anshin-caution:#6cb4ff;
        --anshin-error:#ff8a80;
        --anshin-debug:#d3a8ff;
        --anshin-internalError:#ffa95c;
        --anshin-destructive:#ff8a80;
        --anshin-accent:#a5b4fc;
        }
        }
        .anshin-page{margin:0;min-height:100vh;background:var(--anshin-page-background);color:var(--anshin-text);font-family:var(--anshin-font);color-scheme:light dark}
        .anshin-main{box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1.5rem;min-height:100vh;max-width:60rem;margin-block:0;margin-inline:auto;padding:clamp(1rem,6vw,4rem) 1rem}
        .anshin{box-sizing:border-box;width:100%;font-family:var(--anshin-font);font-size:1rem;line-height:1.5;color:var(--anshin-text);overflow-wrap:anywhere;-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility}
        .anshin *,.anshin ::before,.anshin ::after{box-sizing:border-box}
        .anshin-container{display:flex;flex-direction:column;gap:.5rem;min-width:0}
        .anshin-container>.anshin-button{align-self:flex-start}
        .anshin-heading{margin:0;font-size:1.25rem;line-height:1.3;font-weight:650;letter-spacing:-.01em}
        h1.anshin-heading{font-size:1.5rem}
        .anshin-paragraph{margin:0}
        .anshin-label{font-weight:650;color:var(--anshin-tone,currentColor)}
        .anshin-icon{flex:none;width:1.5rem;height:1.5rem;color:var(--anshin-tone,currentColor)}
        .anshin-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0}
        .anshin-button{--anshin-tone:var(--anshin-accent);appearance:none;display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:2.75rem;min-width:2.75rem;padding:.625rem 1.25rem;border:1px solid transparent;border-radius:12px;background:var(--anshin-tone);color:var(--anshin-on-tone);font:inherit;font-size:.9375rem;font-weight:600;line-height:1.25;text-decoration:none;cursor:pointer;transition:filter .15s,box-shadow .15s}
        .anshin-button:hover{filter:brightness(1.08)}
        .anshin-button:active{filter:brightness(.94)}
        .anshin-button:focus-visible{outline:3px solid var(--anshin-accent);outline-offset:2px}
        .anshin-button:disabled{opacity:.45;cursor:not-allowed;filter:none}
        .anshin-button-cancel{background:transparent;color:var(--anshin-tone);border-color:var(--anshin-border)}
        .anshin-button-cancel:hover{background:var(--anshin-track);filter:none}
        .anshin-button[aria-pressed="true"]{box-shadow:inset 0 0 0 2px var(--anshin-on-tone)}
        .anshin-row{appearance:none;display:flex;align-items:center;gap:.75rem;width:100%;min-height:2.75rem;margin:0;padding:.625rem .75rem;border:0;border-radius:12px;background:transparent;color:inherit;font:inherit;text-align:start;cursor:pointer}
        .anshin-row:hover{background:var(--anshin-track)}
        .anshin-row:focus-visible{outline:3px solid var(--anshin-accent);outline-offset:2px}
        .anshin-row>:first-child{flex:1 1 auto}
        .anshin-row>.anshin-label~.anshin-label{font-weight:400;color:var(--anshin-secondary-text)}
        .anshin-row>.anshin-icon{width:1.25rem;height:1.25rem;color:var(--anshin-secondary-text)}
        .anshin-symbol-chevron-forward:dir(rtl){transform:scaleX(-1)}
        .anshin-tone-neutral{--anshin-tone:var(--anshin-neutral)}
        .anshin-tone-success{--anshin-tone:var(--anshin-success)}
        .anshin-tone-caution{--anshin-tone:var(--anshin-caution)}
        .anshin-tone-error{--anshin-tone:var(--anshin-error)}
        .anshin-tone-debug{--anshin-tone:var(--anshin-debug)}
        .anshin-tone-internalError{--anshin-tone:var(--anshin-internalError)}
        .anshin-tone-destructive{--anshin-tone:var(--anshin-destructive)}
        .anshin-tone-accent{--anshin-tone:var(--anshin-accent)}
        .anshin.anshin-role-region,.anshin.anshin-role-alertdialog,.anshin.anshin-role-dialog,.anshin.anshin-role-group:has(>*):not(:has(>.anshin-role-status,>.anshin-role-alert)),.anshin.anshin-role-progress{background:var(--anshin-surface);border:1px solid var(--anshin-border);border-radius:var(--anshin-radius);box-shadow:var(--anshin-shadow)}
        .anshin.anshin-role-region{align-items:center;gap:.625rem;max-width:30rem;padding:2.5rem 2rem 2rem;text-align:center}
        .anshin.anshin-role-region>.anshin-icon{width:4.5rem;height:4.5rem;margin-bottom:.5rem;padding:1.125rem;border-radius:50%;background:var(--anshin-tint);color:var(--anshin-tone,var(--anshin-accent))}
        .anshin.anshin-role-region>.anshin-paragraph{color:var(--anshin-secondary-text);max-width:24rem}
        .anshin.anshin-role-region>.anshin-button{align-self:center;margin-top:.875rem;min-width:9rem}
        .anshin.anshin-role-alertdialog,.anshin.anshin-role-dialog{gap:.5rem;max-width:min(26rem,calc(100% - 2rem));padding:1.5rem}
        .anshin-role-alertdialog>.anshin-paragraph,.anshin-role-dialog>.anshin-paragraph{color:var(--anshin-secondary-text)}
        .anshin-role-alertdialog>.anshin-role-group,.anshin-role-dialog>.anshin-role-group{flex-flow:row wrap;gap:.625rem;margin-top:1rem}
        .anshin-role-alertdialog>.anshin-role-group>.anshin-button{flex:1 1 0}
        .anshin-role-dialog>.anshin-role-group{flex-direction:column}
        .anshin-role-dialog>.anshin-role-group>.anshin-button{align-self:stretch}
        .anshin-role-status,.anshin-role-alert{flex-flow:row wrap;align-items:center;gap:.25rem .625rem;max-width:30rem;padding:.75rem 1rem;border:1px solid var(--anshin-border);border-inline-start:4px solid var(--anshin-tone,var(--anshin-neutral));border-radius:12px;background:var(--anshin-surface);box-shadow:0 1px 2px rgb(16 16 24/.06),0 4px 12px -4px rgb(16 16 24/.12)}
        .anshin-role-status>.anshin-icon,.anshin-role-alert>.anshin-icon{width:1.25rem;height:1.25rem}
        .anshin-role-status>.anshin-paragraph,.anshin-role-alert>.anshin-paragraph{flex:1 1 12rem}
        .anshin-role-status>.anshin-label:last-child,.anshin-role-alert>.anshin-label:last-child{font-weight:500;font-size:.875rem;color:var(--anshin-secondary-text)}
        .anshin.anshin-role-group{gap:.75rem;max-width:30rem;padding:1.25rem 1.5rem}
        .anshin.anshin-role-group:not(:has(>*)),.anshin.anshin-role-group:has(>.anshin-role-status,>.anshin-role-alert){padding:0}
        .anshin.anshin-role-progress{display:grid;grid-template-columns:1fr auto;align-items:baseline;gap:.625rem 1rem;max-width:30rem;padding:1.25rem 1.5rem}
        .anshin-role-progress>.anshin-progressbar{grid-column:1/-1}
        .anshin-role-progress>.anshin-paragraph{font-size:.9375rem;color:var(--anshin-secondary-text)}
        .anshin-progressbar{-webkit-appearance:none;appearance:none;display:block;width:100%;height:.5rem;margin:0;overflow:hidden;border:0;border-radius:999px;background:var(--anshin-track);color:var(--anshin-tone,var(--anshin-accent))}
        .anshin-progressbar::-webkit-progress-bar{border-radius:inherit;background:var(--anshin-track)}
        .anshin-progressbar::-webkit-progress-value{border-radius:inherit;background:var(--anshin-tone,var(--anshin-accent));transition:width .3s ease-out}
        .anshin-progressbar::-moz-progress-bar{border-radius:inherit;background:var(--anshin-tone,var(--anshin-accent))}
        .anshin-progressbar:indeterminate{background:linear-gradient(90deg,var(--anshin-track) 0 35%,var(--anshin-tone,var(--anshin-accent)) 35% 65%,var(--anshin-track) 65%) var(--anshin-track);background-size:250% 100%;animation:anshin-indeterminate 1.4s ease-in-out infinite}
        .anshin-progressbar:indeterminate::-webkit-progress-bar{background:transparent}
        .anshin-progressbar:indeterminate:dir(rtl){animation-name:anshin-indeterminate-rtl}
        .anshin-announcement{font-size:.875rem;font-weight:650;color:var(--anshin-tone,currentColor)}
        .anshin-announcement:empty{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
        dialog.anshin{color:var(--anshin-text)}
        dialog.anshin:not([open]){display:none}
        dialog.anshin::backdrop{background:rgb(16 16 24/.45)}
        .anshin-status-region{position:fixed;inset-block-end:1rem;inset-inline:1rem;z-index:2147483000;display:flex;flex-direction:column;align-items:center;pointer-events:none}
        .anshin-status-region:focus-visible{outline:3px solid var(--anshin-accent);outline-offset:2px}
        .anshin-status-list{display:flex;flex-direction:column;align-items:stretch;gap:.5rem;width:100%;max-width:30rem}
        .anshin-status-list>*{pointer-events:auto}
        .anshin-order-0{order:0}.anshin-order-1{order:1}.anshin-order-2{order:2}.anshin-order-3{order:3}.anshin-order-4{order:4}.anshin-order-5{order:5}.anshin-order-6{order:6}.anshin-order-7{order:7}.anshin-order-8{order:8}.anshin-order-9{order:9}
        .anshin-order-10{order:10}.anshin-order-11{order:11}.anshin-order-12{order:12}.anshin-order-13{order:13}.anshin-order-14{order:14}.anshin-order-15{order:15}.anshin-order-16{order:16}.anshin-order-17{order:17}.anshin-order-18{order:18}.anshin-order-19{order:19}
        .anshin-transition{animation:anshin-show var(--anshin-show-duration,0ms) ease-out var(--anshin-show-delay,0ms) both}
        .anshin-transition.anshin-hiding{animation:anshin-hide var(--anshin-hide-duration,0ms) ease-in var(--anshin-hide-delay,0ms) both}
        @keyframes anshin-show{from{opacity:0}to{opacity:1}}
        @keyframes anshin-hide{from{opacity:1}to{opacity:0}}
        @keyframes anshin-indeterminate{from{background-position:100% 0}to{background-position:0 0}}
        @keyframes anshin-indeterminate-rtl{from{background-position:0 0}to{background-position:100% 0}}
        @media (prefers-reduced-motion:reduce){
        .anshin,.anshin *{animation:none!important;transition:none!important}
        .anshin-progressbar::-webkit-progress-value{transition:none}
        .anshin-progressbar:indeterminate{background:var(--anshin-tone,var(--anshin-accent));opacity:.35}
        }
        @media (forced-colors:active){
        .anshin-button,.anshin-row{border:1px solid ButtonText;background:ButtonFace;color:ButtonText;filter:none}
        .anshin-button-default,.anshin-button-destructive{border-width:2px}
        .anshin-button:disabled{border-color:GrayText;color:GrayText;opacity:1}
        .anshin-button:focus-visible,.anshin-row:focus-visible{outline:3px solid Highlight;outline-offset:2px}
        .anshin-button[aria-pressed="true"]{background:Highlight;color:HighlightText;box-shadow:none}
        .anshin.anshin-role-region,.anshin.anshin-role-alertdialog,.anshin.anshin-role-dialog,.anshin.anshin-role-group:has(>*),.anshin.anshin-role-progress,.anshin-role-status,.anshin-role-alert{border:1px solid CanvasText;box-shadow:none}
        .anshin-role-status,.anshin-role-alert{border-inline-start-width:4px}
        .anshin-progressbar{border:1px solid CanvasText;background:Canvas;forced-color-adjust:none}
        .anshin-progressbar::-webkit-progress-bar{background:Canvas}
        .anshin-progressbar::-webkit-progress-value{background:Highlight}
        .anshin-progressbar::-moz-progress-bar{background:Highlight}
        .anshin-progressbar:indeterminate{background:Highlight}
        dialog.anshin::backdrop{background:Canvas;opacity:.7}
        .anshin-status-region:focus-visible{outline-color:Highlight}
        .anshin-icon,.anshin-label,.anshin-announcement{color:CanvasText}
        }
        """#

    /// The last visual position the stylesheet has a class for (`anshin-order-19`).
    static var lastOrder: Int { 19 }
}
