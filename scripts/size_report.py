#!/usr/bin/env python3
"""Where the page's bytes go (docs/performance.md; scripts/size-report.sh builds its input).

usage: size_report.py BUILD_DIR WASM JS [--top N]
  BUILD_DIR  the web build whose objects made WASM (their symbols say where each function is from)
  WASM       the page's WebAssembly linked with --profiling-funcs (function names kept)
  JS         the page's JavaScript glue as served

Prints the WebAssembly's code by origin (core per game, each game's table, kit, app, ImGui,
the C++ library and libc), its data (the fonts' share named), the JavaScript, and
the N largest functions. "gzip" is each part compressed on its own (gzip -9): a part's share of
the download, near enough to compare candidates; the parts' sum is a little above the whole's.
"""
import gzip
import os
import re
import subprocess
import sys
from collections import defaultdict


def leb(data, i):
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def sections(data):
    i, out = 8, []
    while i < len(data):
        kind = data[i]
        size, i = leb(data, i + 1)
        out.append((kind, i, size))
        i += size
    return out


def imported_functions(data, start):
    count, i = leb(data, start)
    functions = 0
    for _ in range(count):
        for _ in range(2):  # module and field names
            length, i = leb(data, i)
            i += length
        kind = data[i]
        i += 1
        if kind == 0:  # a function: its type index
            _, i = leb(data, i)
            functions += 1
        elif kind == 1:  # a table: element type, limits
            i += 1
            flags, i = leb(data, i + 0)
            _, i = leb(data, i)
            if flags & 1:
                _, i = leb(data, i)
        elif kind == 2:  # a memory: limits
            flags, i = leb(data, i)
            _, i = leb(data, i)
            if flags & 1:
                _, i = leb(data, i)
        elif kind == 3:  # a global: type, mutability
            i += 2
    return functions


def function_names(data, start, size):
    length, i = leb(data, start)
    if data[i:i + length] != b"name":
        return {}
    i += length
    end, names = start + size, {}
    while i < end:
        sub = data[i]
        sub_size, i = leb(data, i + 1)
        if sub == 1:
            count, j = leb(data, i)
            for _ in range(count):
                index, j = leb(data, j)
                length, j = leb(data, j)
                names[index] = data[j:j + length].decode(errors="replace")
                j += length
        i += sub_size
    return names


def function_bodies(data, start):
    count, i = leb(data, start)
    bodies = []
    for _ in range(count):
        size, i = leb(data, i)
        bodies.append(data[i:i + size])
        i += size
    return bodies


def origin_of_object(path):
    """The part of the app an object file of BUILD_DIR belongs to."""
    path = path.replace(os.sep, "/")
    m = re.search(r"allclear_tables\.dir/games/([a-z_]+)/", path)
    if m:
        return "table: " + m.group(1)
    if "allclear_tables.dir/" in path:
        return "kit (web/kit)"
    m = re.search(r"allclear_core\.dir/core/(bingo|clear|clear_ace|risky_business|roll_and_clear)/", path)
    if m:
        return "core: " + m.group(1)
    if "allclear_core.dir/" in path:
        return "core: shared (core/, core/device)"
    if "allclear_rules_text.dir/" in path:
        return "rules text"
    if "allclear_imgui" in path:
        return "Dear ImGui"
    if "allclear_web.dir/" in path:
        return "app (web/*.cc)"
    return None


def symbol_origins(build_dir):
    """Demangled function name -> origin, from the objects' own symbol tables."""
    objects = []
    for root, _, files in os.walk(build_dir):
        objects += [os.path.join(root, f) for f in files if f.endswith(".o") and origin_of_object(os.path.join(root, f))]
    origins = {}
    out = subprocess.run(["llvm-nm", "-C", "--defined-only", "--print-file-name"] + objects,
                         capture_output=True, text=True).stdout
    for line in out.splitlines():
        m = re.match(r"(.*?): (?:[0-9a-f]+ |-+ )?([Tt]) (.*)$", line)  # -: an object of bitcode (-flto)
        if m:
            origin = origin_of_object(m.group(1))
            origins.setdefault(m.group(3), origin)
    return origins


def gz(data):
    return len(gzip.compress(bytes(data), 9))


def main():
    args = sys.argv[1:]
    top = 25
    if "--top" in args:
        k = args.index("--top")
        top = int(args[k + 1])
        del args[k:k + 2]
    build_dir, wasm_path, js_path = args
    data = open(wasm_path, "rb").read()
    found = {kind: (start, size) for kind, start, size in sections(data) if kind != 0}
    names = {}
    for kind, start, size in sections(data):
        if kind == 0:
            names.update(function_names(data, start, size))
    imports = imported_functions(data, found[2][0]) if 2 in found else 0
    bodies = function_bodies(data, found[10][0])
    origins = symbol_origins(build_dir)

    code = defaultdict(list)
    functions = []
    for n, body in enumerate(bodies):
        name = names.get(imports + n, "?")
        origin = origins.get(name)
        if origin is None:
            # Inlined or renamed on the way: the namespace says where it is from.
            if name.startswith(("ImGui", "Im", "stb", "igl")):
                origin = "Dear ImGui"
            else:
                origin = "C++ library, libc and the rest"
        code[origin].append(body)
        functions.append((len(body), gz(body), name, origin))

    print("WebAssembly code, by where it comes from (raw bytes, gzip alone, share of the parts' gzip)")
    parts = {origin: (sum(map(len, b)), gz(b"".join(b))) for origin, b in code.items()}
    total_gz = sum(g for _, g in parts.values())
    for origin, (raw, g) in sorted(parts.items(), key=lambda kv: -kv[1][1]):
        print(f"  {origin:40s} {raw:9,d} {g:9,d} {100 * g / total_gz:5.1f}%")
    print(f"  {'all code':40s} {sum(r for r, _ in parts.values()):9,d} {gz(b''.join(bodies)):9,d}")

    # Data: the segments' bytes.
    segments = b""
    if 11 in found:
        count, i = leb(data, found[11][0])
        for _ in range(count):
            flags, i = leb(data, i)
            if flags == 2:
                _, i = leb(data, i)  # the memory
            if flags in (0, 2):  # active: i32.const <offset> end
                _, i = leb(data, i + 1)
                i += 1
            size, i = leb(data, i)
            segments += data[i:i + size]
            i += size
    # The fonts as compiled in (the linker's optimizer splits the data around runs of zeros, so
    # their bytes are not found whole in it).
    print("WebAssembly data (raw, gzip alone)")
    font_dir = os.path.join(build_dir, "web/fonts")
    for f in sorted(os.listdir(font_dir)) if os.path.isdir(font_dir) else []:
        if f.endswith(".ttf"):
            ttf = open(os.path.join(font_dir, f), "rb").read()
            print(f"  {'font ' + f:40s} {len(ttf):9,d} {gz(ttf):9,d}")
    print(f"  {'all data':40s} {len(segments):9,d} {gz(segments):9,d}")

    js = open(js_path, "rb").read()
    print(f"JavaScript glue {len(js):,d} raw, {gz(js):,d} gzip")

    print(f"The {top} largest functions (raw bytes, gzip alone)")
    for size, packed, name, origin in sorted(functions, reverse=True)[:top]:
        print(f"  {size:7,d} {packed:7,d}  {origin:22.22s} {name[:90]}")


if __name__ == "__main__":
    main()
