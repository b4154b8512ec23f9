"""scripts/embed-rules.py reads the small Markdown of docs/rules and refuses anything else."""
import importlib.util
import pathlib
import unittest

SCRIPT = pathlib.Path(__file__).resolve().parent.parent / "scripts" / "embed-rules.py"
spec = importlib.util.spec_from_file_location("embed_rules", SCRIPT)
embed = importlib.util.module_from_spec(spec)
spec.loader.exec_module(embed)

DOC = """# Game — the rules

A game by **Someone**,
read *our* way.

## A turn
1. Roll the **dice
   together**; see [the log](log.md).
   - A *k* of them,
     then `more`.

A paragraph.

## For developers
- `GameState::thing()` is tested.
"""


class EmbedRules(unittest.TestCase):
    def test_marks_go_and_a_paragraph_or_item_is_one_line(self):
        byline, sections = embed.parse(DOC, "doc")
        self.assertEqual(byline, "A game by Someone, read our way.")
        self.assertEqual(sections, [("A turn", "1. Roll the dice together; see the log.\n"
                                               "  \u2022 A k of them, then more.\nA paragraph.", "", -1)])

    def test_the_developers_section_stays_in_the_docs(self):
        _, sections = embed.parse(DOC, "doc")
        self.assertNotIn("For developers", [title for title, _, _, _ in sections])

    def test_a_section_names_one_picture_and_the_tutorial_move_it_tries(self):
        _, sections = embed.parse("# T\n\nby\n\n## A Line\nText.\n<!-- picture: line; try: 2 -->\n\n"
                                  "## Plain\n<!-- picture: card -->\nMore.\n", "doc")
        self.assertEqual(sections, [("A Line", "Text.", "line", 2), ("Plain", "More.", "card", -1)])
        for bad in ("# T\n\nby\n\n## S\nText.\n<!-- a note -->\n",
                    "# T\n\nby\n\n## S\n<!-- picture: a -->\n<!-- picture: b -->\nText.\n",
                    "# T\n\n<!-- picture: a -->\nby\n\n## S\nText.\n"):
            with self.assertRaises(embed.RulesError, msg=bad):
                embed.parse(bad, "doc")

    def test_a_character_the_font_lacks_is_refused(self):
        ranges = embed.parse_ranges("U+0020-007E,U+2022")
        embed.check_font("a \u2022 b", ranges, "doc")
        with self.assertRaises(embed.RulesError):
            embed.check_font("a \u2265 b", ranges, "doc")

    def test_other_headings_and_deep_lists_are_refused(self):
        for bad in ("# T\n\nby\n\n### Deep\n", "# T\n\nby\n\n## S\n- a\n      - b\n", "no title\n",
                    "# T\n\nby\n"):
            with self.assertRaises(embed.RulesError, msg=bad):
                embed.parse(bad, "doc")


if __name__ == "__main__":
    unittest.main()
