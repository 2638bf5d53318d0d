"""check_links.py ROOT: the Markdown of the repository reads as plain
Markdown and its relative links work.

For every *.md file under ROOT (build folders and .git aside): code
fences are balanced (an unclosed ``` swallows the rest of a page), and
every link or image [text](target) whose target is not a URL names a file
or folder that exists, relative to the page, and, when it has a
#fragment, a heading of that page whose GitHub anchor is the fragment.
Links inside code are not links. Lists every broken one; exit status 1 if
there is any. Needs only Python 3 (any version).
"""
import pathlib
import re
import sys

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^\s*(```|~~~)")


def anchor(heading):
    """GitHub's anchor of a heading: lower case, punctuation dropped,
    spaces as hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def prose_lines(path):
    """The lines outside code fences, with inline code removed; None when
    a fence is left open."""
    lines, inside = [], False
    for line in path.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            lines.append(re.sub(r"`[^`]*`", "", line))
    return None if inside else lines


def anchors(path):
    found = set()
    for line in prose_lines(path) or []:
        m = re.match(r"#+\s+(.*)", line)
        if m:
            found.add(anchor(m.group(1)))
    return found


def main():
    root = pathlib.Path(sys.argv[1]).resolve()
    pages = [p for p in sorted(root.rglob("*.md"))
             if not any(part.startswith((".", "build")) or part == "node_modules"
                        for part in p.relative_to(root).parts[:-1])]
    broken = links = 0
    for page in pages:
        lines = prose_lines(page)
        name = page.relative_to(root)
        if lines is None:
            print(f"{name}: a code fence is never closed")
            broken += 1
            continue
        for line in lines:
            for target in LINK.findall(line):
                if re.match(r"[a-z]+:", target):
                    continue  # a URL, mailto:
                links += 1
                path, _, fragment = target.partition("#")
                dest = (page.parent / path).resolve() if path else page
                if not dest.exists():
                    print(f"{name}: link to {target}: no such file")
                    broken += 1
                elif fragment and dest.suffix == ".md" and \
                        fragment not in anchors(dest):
                    print(f"{name}: link to {target}: no such heading")
                    broken += 1
    print(f"{len(pages)} pages, {links} relative links, {broken} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
