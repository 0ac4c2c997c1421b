"""The elements and attributes the HTML front end writes, as the checkers read them.

`html_vocabulary.json`, beside this module, is the one list: `check_html.py` and `check_hostile.py`
read it through `load()`, and `Tests/Fuzz/build.sh` turns it into Swift for the fuzzers. Anything
else in a parsed page means text became markup. Add an element or attribute there when the writer
starts to write it.
"""

import json
import os

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "html_vocabulary.json")


def load():
    """The vocabulary: a dict with the lists `elements` and `attributes`."""
    with open(PATH, encoding="utf-8") as f:
        return json.load(f)
