#!/usr/bin/env python3
"""Writes the app's rules screens from docs/rules/<game>.md, the one text of each game's rules.

    embed-rules.py --unicodes U+0020-007E,... --output rules_text.cc clear=docs/rules/clear.md ...

The Markdown is a small subset, and anything else is refused so the screen never shows a stray
mark: a "# " title, a byline paragraph, then "## " sections of paragraphs and lists ("- " or "1. "
items, nested by two spaces). **Bold**, *italics*, `code` and [links](...) keep their words only.
A section may hold one picture the game's table draws on the screen, after its text, as a line
"<!-- picture: NAME -->" (hidden where the Markdown is read), or "<!-- picture: NAME; try: MOVE -->"
with a button that starts Learn to play at the tutorial's move MOVE.
A section called "For developers" stays in the docs. Every character must be one the app's font
has (--unicodes, the same ranges the font is subset to), or the screen would draw a box.
"""
import argparse
import re
import sys

DEVELOPERS_ONLY = "For developers"


class RulesError(Exception):
    pass


def parse_ranges(text):
    ranges = []
    for part in text.split(","):
        first, _, last = part.strip().removeprefix("U+").partition("-")
        ranges.append((int(first, 16), int(last or first, 16)))
    return ranges


def plain(text):
    """The words of a line of Markdown, without its marks."""
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"\*\*(.+?)\*\*", r"\1", text)
    text = re.sub(r"(?<![\w*])\*([^*\s](?:[^*]*[^*\s])?)\*(?![\w*])", r"\1", text)
    return text.replace("`", "")


ITEM = re.compile(r"^( *)(- |\d+\. )(.*)$")
PICTURE = re.compile(r"^<!-- picture: ([a-z0-9-]+)(?:; try: (\d+))? -->$")


def parse(markdown, where):
    """(byline, [(section title, text, picture, try move)]): a text is one line per paragraph or
    list item; a section without a picture has "" and -1."""
    lines = markdown.splitlines()
    pictures = {}  # section index: (name, move)
    if not lines or not lines[0].startswith("# "):
        raise RulesError(f"{where}:1: the rules start with a '# ' title")
    byline, sections, blocks = [], [], None
    for number, line in enumerate(lines[1:], start=2):
        at = f"{where}:{number}"
        if line.startswith("## "):
            blocks = []
            sections.append((plain(line[3:].strip()), blocks))
            continue
        if line.startswith("#"):
            raise RulesError(f"{at}: only '# ' and '## ' headings are shown")
        if line.startswith("<!--"):
            picture = PICTURE.match(line.strip())
            if not picture or blocks is None:
                raise RulesError(f"{at}: the only comment is a section's '<!-- picture: NAME -->'")
            if len(sections) - 1 in pictures:
                raise RulesError(f"{at}: one picture a section")
            pictures[len(sections) - 1] = (picture.group(1), int(picture.group(2) or -1))
            continue
        if not line.strip():
            if blocks is not None and blocks and blocks[-1] is not None:
                blocks.append(None)  # a paragraph ends
            continue
        target = byline if blocks is None else blocks
        item = ITEM.match(line)
        if item:
            if len(item.group(1)) > 4:
                raise RulesError(f"{at}: a list nests one level")
            nested = "  " if item.group(1) else ""
            label = "\u2022 " if item.group(2) == "- " else item.group(2)
            target.append(nested + label + item.group(3).strip())
        elif target and target[-1] is not None:
            target[-1] += " " + line.strip()  # the same paragraph or item goes on
        else:
            if line.startswith(" "):
                raise RulesError(f"{at}: an indented line outside a list")
            target.append(line.strip())
    if not sections:
        raise RulesError(f"{where}: no '## ' section")
    shown = []
    for index, (title, blocks) in enumerate(sections):
        if title == DEVELOPERS_ONLY:
            continue
        text = "\n".join(plain(b) for b in blocks if b is not None)
        if not text:
            raise RulesError(f"{where}: the section '{title}' is empty")
        picture, move = pictures.get(index, ("", -1))
        shown.append((title, text, picture, move))
    return plain(" ".join(b for b in byline if b is not None)), shown


def check_font(text, ranges, where):
    for ch in text:
        if ch != "\n" and not any(first <= ord(ch) <= last for first, last in ranges):
            raise RulesError(f"{where}: '{ch}' (U+{ord(ch):04X}) is not in the app's font")


def literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", '\\n"\n         "') + '"'


def generate(games, ranges):
    out = ["// Written by scripts/embed-rules.py from docs/rules/*.md at build time: edit those.",
           '#include "kit/rules_text.h"', "", "namespace allclear::web {", "namespace {", ""]
    table = []
    for index, (name, path) in enumerate(games):
        with open(path, encoding="utf-8") as f:
            byline, sections = parse(f.read(), path)
        for title, text in [("byline", byline)] + [(title, text) for title, text, _, _ in sections]:
            check_font(title + text, ranges, f"{path} ({title})")
        out.append(f"constexpr RulesSection kSections{index}[] = {{")
        for title, text, picture, move in sections:
            out.append(f"    {{{literal(title)},\n     {literal(text)}, {literal(picture)}, {move}}},")
        out.append("};")
        table.append(f'    {{"{name}", {literal(byline)}, kSections{index}}},')
    out += ["", "constexpr RulesText kRules[] = {"] + table + ["};", "", "}  // namespace", "",
            "std::span<const RulesText> all_rules() { return kRules; }", "",
            "}  // namespace allclear::web", ""]
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--unicodes", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("games", nargs="+", help="name=path of docs/rules/<name>.md")
    args = parser.parse_args()
    games = [tuple(game.split("=", 1)) for game in args.games]
    try:
        text = generate(games, parse_ranges(args.unicodes))
    except (RulesError, OSError) as error:
        sys.exit(f"embed-rules: {error}")
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
