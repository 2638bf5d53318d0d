"""min_version_compare.py DIR PYPARSE_JSONL: compares `pyparse
--min-version --format jsonl` (the file PYPARSE_JSONL) with the oldest
version whose CPython accepts each file, from DIR/VERSION files written by
scripts/verdicts.py under each version's oracle (scripts/
diff_min_version.sh). Also checks that the error pyparse quotes from the
version below is on the line that version's CPython reports. Prints each
file that differs and "same N / M"; exit status 1 on any difference.
"""
import json
import os
import sys


def version_key(name):
    major, minor = name.split(".")
    return int(major), int(minor)


def main():
    folder, jsonl = sys.argv[1:]
    versions = sorted(os.listdir(folder), key=version_key)
    verdicts = {}  # path -> [(version, verdict, lineno)]
    for version in versions:
        with open(os.path.join(folder, version), encoding="utf-8") as f:
            for line in f:
                word, rest = line.rstrip("\n").split(" ", 1)
                lineno, path = (0, rest) if word == "ok" else rest.split(" ", 1)
                verdicts.setdefault(path, []).append(
                    (version, word, int(lineno)))
    same = total = 0
    with open(jsonl, encoding="utf-8") as f:
        for line in f:
            got = json.loads(line)
            path = got["path"]
            total += 1
            answers = verdicts.get(path, [])
            want = next((v for v, word, _ in answers if word == "ok"), None)
            ok = got.get("min_version") == want
            below = got.get("below")
            if ok and below:
                # the error quoted is that version's, on its line
                before = {v: (word, n) for v, word, n in answers}
                word, lineno = before.get(below["version"], (None, None))
                ok = (below["error"]["type"], below["error"]["lineno"]) == \
                    (word, lineno)
            if ok:
                same += 1
            else:
                print(f"DIFF {path}: pyparse {got.get('min_version')} "
                      f"(below: {below}); CPython {want} ({answers})")
    print(f"same {same} / {total}")
    return 0 if same == total and total else 1


if __name__ == "__main__":
    sys.exit(main())
