#!/usr/bin/env python3
"""Compares the built-in catalogs' OK, Cancel and Close with an independent catalog: Debian's GTK
translations (gtk30 and gtk40, from libgtk-3-common and libgtk-4-common), read with Python's
gettext; and Done with bash's (its job-status word, the same meaning as the completion announcement
`progress.completed`). Retry is not compared: neither GTK 3 nor GTK 4 has a Retry button, so their
catalogs have no such message.

Every difference is listed below with why the catalog differs; the script fails on a difference
that is not listed, and on a listed one that is no longer a difference, so the list stays true.
Mnemonics are taken out first (`_Abbrechen`, `取消(_C)`, `A_nnuler`).

    sudo apt-get install -y libgtk-3-common libgtk-4-common   # bash's catalogs come with bash
    python3 Tests/GTK/compare_gtk.py
"""

import gettext
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOCALE_DIR = "/usr/share/locale"

# The catalog's tag, and the gettext locale holding the same language.
LOCALES = {
    "ja": "ja", "de": "de", "fr": "fr", "es": "es", "it": "it", "pt-BR": "pt_BR", "pt-PT": "pt", "ko": "ko",
    "zh-Hans": "zh_CN", "zh-Hant": "zh_TW", "ru": "ru", "pl": "pl", "uk": "uk", "ar": "ar", "he": "he",
}

# The catalog key, the GTK message id, and the gettext domains to read it from.
KEYS = {
    "button.ok": ("_OK", ["gtk30", "gtk40"]),
    "button.cancel": ("_Cancel", ["gtk30", "gtk40"]),
    "button.close": ("_Close", ["gtk30", "gtk40"]),
    # Neither GTK 3 nor GTK 4 has a Retry or a Done button: GTK's catalogs have no such message, so
    # Retry is not compared, and Done is bash's.
    "progress.completed": ("Done", ["bash"]),
}

# Every difference from the independent catalog, and why the built-in catalog says otherwise.
DIFFERENCES = {
    # GNOME's French dialogs say "Valider"; Apple's, Microsoft's and Android's say "OK".
    ("fr", "button.ok"): "Valider",
    # GNOME's European Portuguese says "Aceitar"; Apple's and Microsoft's pt-PT dialogs say "OK".
    ("pt-PT", "button.ok"): "Aceitar",
    # GTK keeps the Latin "OK"; Windows and Android write it in Cyrillic, "ОК", as Russian text does.
    ("ru", "button.ok"): "OK",
    # GNOME's Ukrainian says "Гаразд" ("all right"); Apple's and Microsoft's Ukrainian dialogs say "OK".
    ("uk", "button.ok"): "Гаразд",
    # GTK's Arabic OK is "نعم", which means "yes"; Apple's and Android's Arabic OK is "حسنًا".
    ("ar", "button.ok"): "نعم",
    # GTK's Arabic buttons are imperatives ("ألغِ", "أغلق"); Apple's, Microsoft's and Android's Arabic
    # buttons are verbal nouns ("إلغاء", "إغلاق"), as the rest of this catalog is.
    ("ar", "button.cancel"): "ألغِ",
    ("ar", "button.close"): "أغلق",
    # bash's job status; the announcement is a sentence in Japanese, as the catalog's other messages are.
    ("ja", "progress.completed"): "終了",
    # bash says "Fini"; Apple's and Google's French completion word is "Terminé".
    ("fr", "progress.completed"): "Fini",
    # bash says "Hecho"; Android's Spanish Done is "Listo".
    ("es", "progress.completed"): "Hecho",
    # bash says "Feito"; Apple's pt-PT Done is "Concluído", as Brazil's is.
    ("pt-PT", "progress.completed"): "Feito",
    # bash's "Завершён" is the masculine participle of a finished job; "Готово" ("ready") is the
    # Russian Done of Apple and Android, and agrees with no noun.
    ("ru", "progress.completed"): "Завершён",
    # bash's "Zakończono" ("it was finished"); "Gotowe" is Apple's and Android's Polish Done.
    ("pl", "progress.completed"): "Zakończono",
    # bash's "Завершено"; "Готово" is Apple's and Android's Ukrainian Done.
    ("uk", "progress.completed"): "Завершено",
}


def catalog_strings():
    """Each built-in catalog's templates of the compared keys, read from its table in its Swift source."""
    result = {}
    for path in sorted((ROOT / "Sources" / "Anshin" / "Text").glob("Catalog+*.swift")):
        text = path.read_text()
        match = re.search(r'Catalog\(\s*languageCode: "([^"]+)"', text)
        if not match or match.group(1) not in LOCALES:
            continue
        strings = {}
        for key in KEYS:
            found = re.search(r"\n\s*" + re.escape(key) + r" ([^\n]*)\n", text)
            if not found:
                sys.exit(f"{path.name} has no {key}")
            strings[key] = found.group(1)
        result[match.group(1)] = strings
    return result


def without_mnemonic(label):
    return re.sub(r"\(_.\)$", "", label).replace("_", "")


def independent(locale, message, domains):
    """The message's translation in the first domain that has it, without its mnemonic."""
    for domain in domains:
        try:
            translation = gettext.translation(domain, LOCALE_DIR, [locale])
        except OSError:
            continue
        value = translation._catalog.get(message)
        if value:
            return without_mnemonic(value), domain
    return None, None


def main():
    catalogs = catalog_strings()
    if set(catalogs) != set(LOCALES):
        sys.exit(f"catalogs found: {sorted(catalogs)}")
    problems = []
    compared = 0
    absent = []
    for tag, locale in LOCALES.items():
        for key, (message, domains) in KEYS.items():
            ours = catalogs[tag][key]
            theirs, domain = independent(locale, message, domains)
            listed = DIFFERENCES.get((tag, key))
            if theirs is None:
                absent.append(f"{tag} {key}")
                if listed is not None:
                    problems.append(f"{tag} {key}: listed as {listed!r}, but no catalog has it")
                continue
            compared += 1
            if ours == theirs:
                if listed is not None:
                    problems.append(f"{tag} {key}: listed as differing ({listed!r}), but both say {ours!r}")
            elif listed != theirs:
                problems.append(f"{tag} {key}: ours {ours!r}, {domain} {theirs!r}, and the difference is not listed")
            else:
                print(f"{tag:8} {key:18} ours {ours!r:22} {domain} {theirs!r} (listed)")
    for problem in problems:
        print("MISMATCH", problem)
    missing_everywhere = sorted({entry.split()[1] for entry in absent})
    print(
        f"compared {compared} strings with GTK's and bash's catalogs, {len(DIFFERENCES)} listed differences; "
        f"no independent translation for: {', '.join(missing_everywhere) or 'none'} "
        f"({len(absent)} pairs)"
    )
    if compared < 50:
        problems.append(f"only {compared} strings compared: are libgtk-3-common and libgtk-4-common installed?")
        print(problems[-1])
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
