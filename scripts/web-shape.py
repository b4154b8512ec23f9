#!/usr/bin/env python3
"""The web layer's shape, as docs/table-on-the-kit.md reports it: lines of C++ in web/ (.cc and
.h), the largest file, the largest class (its declaration plus its members defined out of line)
and the longest function body. Python's standard library only; reads the sources as text.

usage: scripts/web-shape.py [WEB_DIR]   (default: web/ of this checkout)
"""
import pathlib
import re
import sys

# A function or member defined at the start of a line: `type name(...) {` or `Class::name(...)`.
FUNCTION = re.compile(r'^(?:[\w:<>,*&~ ]+?\s)?([\w:~]+)\s*\([^;]*$')
CLASS = re.compile(r'^(?:class|struct)\s+(\w+)\b[^;]*$')


def brace_span(lines, start):
    """The index of the line that closes the first brace opened at or after `start`."""
    depth = 0
    opened = False
    for i in range(start, len(lines)):
        text = re.sub(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|//.*', '', lines[i])
        depth += text.count('{') - text.count('}')
        opened = opened or '{' in text
        if opened and depth <= 0:
            return i
        if not opened and text.rstrip().endswith(';'):
            return None
    return None


def main():
    web = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parent.parent / 'web')
    files = sorted(p for p in web.rglob('*') if p.suffix in ('.cc', '.h'))
    total = 0
    sizes = []
    functions = []  # (lines, name, file)
    classes = {}  # name -> lines
    for path in files:
        lines = path.read_text(encoding='utf-8').splitlines()
        total += len(lines)
        rel = path.relative_to(web.parent)
        sizes.append((len(lines), str(rel)))
        i = 0
        while i < len(lines):
            line = lines[i]
            m = CLASS.match(line)
            if m and not line.startswith(' '):
                end = brace_span(lines, i)
                if end is not None:
                    classes[m.group(1)] = classes.get(m.group(1), 0) + end - i + 1
                    i = end + 1
                    continue
            m = FUNCTION.match(line)
            if m and not line.startswith((' ', '#', '/')) and not line.rstrip().endswith(';'):
                end = brace_span(lines, i)
                if end is not None:
                    name = m.group(1)
                    functions.append((end - i + 1, name, str(rel)))
                    if '::' in name:
                        owner = name.split('::')[-2]
                        classes[owner] = classes.get(owner, 0) + end - i + 1
                    i = end + 1
                    continue
            i += 1
    sizes.sort(reverse=True)
    functions.sort(reverse=True)
    largest = sorted(classes.items(), key=lambda item: -item[1])[:3]
    print(f'lines in {web.name}/ (.cc and .h): {total:,} in {len(files)} files')
    print(f'largest file: {sizes[0][1]}, {sizes[0][0]} lines')
    print('largest classes (declaration and members defined out of line): ' +
          ', '.join(f'{name} {n:,}' for name, n in largest) + f'; the app\'s App {classes.get("App", 0):,}')
    print(f'longest function: {functions[0][1]} ({functions[0][2]}), {functions[0][0]} lines')
    print('files over 400 lines: ' + (', '.join(f'{name} ({n})' for n, name in sizes if n > 400) or 'none'))


if __name__ == '__main__':
    main()
