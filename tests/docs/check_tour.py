"""check_tour.py ROOT PYPARSE: the commands docs/tour.md shows print what
it says they print.

Each fenced block of docs/tour.md that starts with "$ pyparse ..." (a
command, with "\\" continuation lines) followed by its output is run from
ROOT with "pyparse" standing for PYPARSE (bash; stdout and stderr
together), and the output must be the block's lines (trailing spaces
aside: the page drops the padding of the token lines). Blocks without
output lines are not run. Lists each block that differs; exit status 1
if any does.
"""
import pathlib
import subprocess
import sys


def blocks(text):
    """Each fenced block's lines."""
    out, current = [], None
    for line in text.splitlines():
        if line.startswith("```"):
            if current is None:
                current = []
            else:
                out.append(current)
                current = None
        elif current is not None:
            current.append(line)
    return out


def main():
    root, cli = pathlib.Path(sys.argv[1]), sys.argv[2]
    same = differ = 0
    for block in blocks((root / "docs" / "tour.md").read_text(encoding="utf-8")):
        if not block or not block[0].startswith("$ pyparse"):
            continue
        command, rest = block[0][2:], block[1:]
        while command.endswith("\\") and rest:
            command = command[:-1] + rest[0].strip()
            rest = rest[1:]
        if not rest:
            continue
        run = subprocess.run(["bash", "-c", f'pyparse() {{ "$PYPARSE" "$@"; }}; {command}'],
                             cwd=root, env={"PYPARSE": cli, "PATH": "/usr/bin:/bin"},
                             capture_output=True)
        got = (run.stdout + run.stderr).decode("utf-8", "replace")
        got = [line.rstrip() for line in got.splitlines()]
        want = [line.rstrip() for line in rest]
        if got == want:
            same += 1
        else:
            differ += 1
            print(f"docs/tour.md: '{command}' prints:")
            print("\n".join("  | " + line for line in got[:40]))
    print(f"tour: {same} commands print what the page says, {differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
