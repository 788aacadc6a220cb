"""Print the rule ids of a digest that no test names.

Usage: python tools/rule_coverage.py [GAME_PREFIX ...]   (default: every digest)

A rule counts as covered when a test function's name contains its id with
underscores (R_DNG_014) — one id per name, or several (R_DNG_013_014 names
R-DNG-013 and R-DNG-014; R_DNG_110_125 does NOT mean a range).
Scenario ids (S-...) are reported the same way.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT.parent / "shared" / "rules"
TEST_NAME = re.compile(r"def (test_\w+)")


def ids_in_digest(path: Path, kind: str) -> list[str]:
    text = path.read_text(encoding="utf-8")
    found = re.findall(rf"\*\*({kind}-[A-Z]+-\d+)\b", text)
    found += re.findall(rf"^#+ ({kind}-[A-Z]+-\d+)\b", text, flags=re.MULTILINE)  # scenarios as headings
    return sorted(set(found))


def named_ids(prefix: str, kind: str) -> set[str]:
    named = set()
    for test in (ROOT / "tests").rglob("test_*.py"):
        for name in TEST_NAME.findall(test.read_text(encoding="utf-8")):
            for match in re.finditer(rf"{kind}_{prefix}_((?:\d{{2,3}}_?)+)", name):
                for number in re.findall(r"\d{2,3}", match.group(1)):
                    named.add(f"{kind}-{prefix}-{number}")
    return named


def main(argv: list[str]) -> int:
    digests = sorted(RULES.glob("*.md"))
    status = 0
    for digest in digests:
        text = digest.read_text(encoding="utf-8")
        prefixes = sorted(set(re.findall(r"\*\*R-([A-Z]+)-\d+\*\*", text)))
        for prefix in prefixes:
            if argv and prefix not in argv:
                continue
            for kind in ("R", "S"):
                ids = ids_in_digest(digest, kind)
                ids = [i for i in ids if i.split("-")[1] == prefix]
                if not ids:
                    continue
                named = named_ids(prefix, kind)
                missing = [i for i in ids if i not in named]
                share = 100 * (len(ids) - len(missing)) / len(ids)
                print(f"{digest.name}: {kind}-{prefix}: {len(ids) - len(missing)}/{len(ids)} named ({share:.0f}%)")
                for i in missing:
                    print(f"  not named by any test: {i}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
