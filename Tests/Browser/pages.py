"""The pages the browser tests load, all written by the package's own tool (never by hand):

* OUT/gallery/   `anshin gallery --locale en`: every model in every state, the real pages.
* OUT/pages/     `anshin render DOC --format html --locale en` of
    - each JSON wire document in Tests/Browser/documents/ (messages, boards with each policy, a
      message with an action, a board that says assistive technology may be in use);
    - trickle-CASE.json, one per seeded case of Tests/Vectors/trickle.json: its configuration and seed;
    - hostile-*.json: the hostile-string corpus in every text of a message, an alert, an action sheet
      and a trickle (HostileStrings.swift of Tests/HardeningTests, read by hostile.py).
* OUT/samples/   the HTML front end's conformance samples (`swift test --filter ConformanceSamples`,
  Tests/AnshinHTMLTests/ConformanceSamples.swift): pages of several models (HTMLRenderer.Page), such
  as two alerts on one page, which the tool's one-document `render` cannot write.
"""

import json
import os
import shutil
import subprocess
import sys

import hostile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def tool():
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.strip()
    return os.path.join(binary, "anshin")


def render(anshin, document_path, page_path):
    result = subprocess.run([anshin, "render", document_path, "--format", "html", "--locale", "en"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        return result.stderr.strip() or f"exit {result.returncode}"
    with open(page_path, "w", encoding="utf-8") as handle:
        handle.write(result.stdout)
    return None


def trickle_document(case):
    configuration = case["configuration"]
    model = {
        "label": f"Uploading ({case['id']})",
        "phase": "running",
        "value": float(configuration["initialValue"]),
        "configuration": {
            "initialValue": float(configuration["initialValue"]),
            "minimumIncrement": float(configuration["minimumIncrement"]),
            "maximumIncrement": float(configuration["maximumIncrement"]),
            "minimumIntervalMilliseconds": configuration["minimumInterval"],
            "maximumIntervalMilliseconds": configuration["maximumInterval"],
            "cap": float(configuration["cap"]),
            "graceTimeMilliseconds": configuration["graceTime"],
            "minimumShowTimeMilliseconds": configuration["minimumShowTime"],
        },
        # The wire form of a UInt64 seed: a decimal string (JSON numbers are exact only up to 2^53).
        "seed": case["seed"],
    }
    return {"type": "trickleProgress", "version": 1, "model": model}


def trickle_cases():
    with open(os.path.join(ROOT, "Tests", "Vectors", "trickle.json"), encoding="utf-8") as handle:
        cases = json.load(handle)["cases"]
    return [case for case in cases if case.get("seed") is not None and "steps" in case["expected"]]


def generate(out):
    """Writes every page; returns {name: error} for the documents the tool refused."""
    anshin = tool()
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(os.path.join(out, "pages"))
    os.makedirs(os.path.join(out, "documents"))
    gallery = subprocess.run([anshin, "gallery", "--out", os.path.join(out, "gallery"), "--locale", "en"],
                             capture_output=True, text=True)
    if gallery.returncode != 0:
        sys.exit(f"anshin gallery failed: {gallery.stderr}")
    samples = subprocess.run(["swift", "test", "--filter", "ConformanceSamples"], cwd=ROOT, capture_output=True,
                             text=True, env={**os.environ, "ANSHIN_HTML_SAMPLES_DIR": os.path.join(out, "samples")})
    if samples.returncode != 0:
        sys.exit(f"the conformance samples failed: {samples.stdout[-2000:]}{samples.stderr[-2000:]}")
    refused = {}
    folder = os.path.join(HERE, "documents")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json"):
            error = render(anshin, os.path.join(folder, name), os.path.join(out, "pages", name[:-5] + ".html"))
            if error:
                refused[name] = error
    generated = {case["id"]: trickle_document(case) for case in trickle_cases()}
    generated.update(hostile.documents())
    for name, document in generated.items():
        path = os.path.join(out, "documents", name + ".json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(document, handle, ensure_ascii=False, indent=1)
        error = render(anshin, path, os.path.join(out, "pages", name + ".html"))
        if error:
            refused[name] = error
    return refused
