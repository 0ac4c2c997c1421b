public import Anshin

extension HTMLRenderer {
    /// What an ``HTMLRenderer`` writes around a model: a fragment to embed, or a whole page.
    public enum Layout: Sendable, Hashable {
        /// The model's markup alone, to embed in a page that links ``HTMLRenderer/stylesheet``.
        ///
        /// The host page may be in another language or direction, so the fragment's root states its
        /// own: `lang` with the localizer's `determinedLanguageTag` (none when the language is
        /// undetermined, so the host's holds) and `dir="ltr"` or `dir="rtl"` — not on an `<svg>` root,
        /// nor on the models of a ``HTMLRenderer/Page`` drawn as one standalone page, whose `<html>`
        /// states them.
        case fragment

        /// A standalone HTML5 page: `<!DOCTYPE html>`, `<html lang>` from the localizer's language,
        /// `<meta charset="utf-8">`, a viewport, a `<title>`, the stylesheet in a `<style>` element, a
        /// `<main>` landmark that holds the model, the status region (`#anshin-status-region`, a
        /// landmark named "Notifications" in the page's language, with its persistent polite and
        /// assertive live regions) and the live script
        /// (``HTMLRenderer/script``) in one `<script>` element — both with the renderer's
        /// ``HTMLRenderer/nonce``, and both linked instead where ``HTMLRenderer/pageAssets`` gives their
        /// addresses. On a page, Retry is a link that reloads it, so it works without
        /// JavaScript.
        ///
        /// A page needs one top-level heading, so the model's headings are promoted until the highest is
        /// an `<h1>`; a model without headings gets a visually hidden `<h1>` with the page's title.
        /// - Parameter title: The page's title; when it is `nil` or blank (white space only), the
        ///   first of the model's accessible name and its first heading that is not blank, or else its
        ///   type (an HTML `<title>` must not be empty).
        case document(title: UserText? = nil)
    }
}
