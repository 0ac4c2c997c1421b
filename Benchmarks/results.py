#!/usr/bin/env python3
"""Reads the text output of `swift package benchmark` and prints the README's results tables.

Usage: python3 results.py benchmark-output.txt [more outputs...]

Each benchmark is named `GROUP ITEM [WHO]`; for every GROUP ITEM the table puts Anshin's median wall
time and mallocs per operation beside each peer's and the floor's, with the ratios peer / Anshin and
Anshin / floor.
"""
import re
import sys
from collections import OrderedDict

NAME = re.compile(r"^(\S+) (\S+(?: \S+)*?) \[(.+)\]$")
ROW = re.compile(r"^│ (.+?)\s+│(.+)│$")


def parse(paths):
    results = OrderedDict()
    current = None
    for path in paths:
        for line in open(path, encoding="utf-8"):
            line = line.rstrip("\n")
            match = NAME.match(line)
            if match:
                current = (match.group(1), match.group(2), match.group(3))
                results.setdefault(current, {})
                continue
            row = ROW.match(line)
            if current and row:
                metric = row.group(1).strip()
                cells = [cell.strip() for cell in row.group(2).split("│")]
                if metric == "Metric" or len(cells) < 3:
                    continue
                median = float(cells[2].replace(",", ""))
                if metric.startswith("Time (wall clock)"):
                    unit = re.search(r"\((ns|us|μs|ms|s)\)", metric).group(1)
                    scale = {"ns": 1, "us": 1e3, "μs": 1e3, "ms": 1e6, "s": 1e9}[unit]
                    results[current]["ns"] = median * scale
                elif metric.startswith("Malloc (total)"):
                    scale = 1
                    unit = re.search(r"\(total\) \((K|M)\)", metric)
                    if unit:
                        scale = {"K": 1e3, "M": 1e6}[unit.group(1)]
                    results[current]["mallocs"] = median * scale
    return results


def time(ns):
    if ns is None:
        return "–"
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} µs"
    return f"{ns:.0f} ns"


def ratio(a, b):
    if a is None or b is None or b == 0:
        return "–"
    return f"{a / b:.1f}×"


def main():
    results = parse(sys.argv[1:])
    groups = OrderedDict()
    for (group, item, who), values in results.items():
        groups.setdefault(group, OrderedDict()).setdefault(item, {})[who] = values
    for group, items in sorted(groups.items()):
        peers = []
        for whos in items.values():
            for who in whos:
                if who not in ("anshin", "floor") and who not in peers:
                    peers.append(who)
        header = ["item", "Anshin", "mallocs"]
        for peer in peers:
            header += [peer, "mallocs", f"{peer} ÷ Anshin"]
        header += ["floor", "Anshin ÷ floor"]
        print(f"\n#### {group}\n")
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for item, whos in items.items():
            ours = whos.get("anshin", {})
            floor = whos.get("floor", {})
            row = [item, time(ours.get("ns")), f"{ours.get('mallocs', 0):g}" if ours else "–"]
            for peer in peers:
                values = whos.get(peer)
                if values:
                    row += [time(values.get("ns")), f"{values.get('mallocs', 0):g}", ratio(values.get("ns"), ours.get("ns"))]
                else:
                    row += ["–", "–", "–"]
            row += [time(floor.get("ns")), ratio(ours.get("ns"), floor.get("ns"))]
            print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
