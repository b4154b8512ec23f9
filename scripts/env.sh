# Shared settings for the project's scripts (sourced, not run).
# The cache lives outside the tree so a fresh clone reuses the WebAssembly builds.
export ALLCLEAR_CACHE=${ALLCLEAR_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/allclear}
export SDL_DEBIAN_VERSION=2.26.5+dfsg-1
export IMGUI_DEBIAN_VERSION=1.86+ds-1
export EMSCRIPTEN_VERSION_TAG=em3.1.6
export SDL_SRC="$ALLCLEAR_CACHE/src/libsdl2-$SDL_DEBIAN_VERSION"
export IMGUI_SRC="$ALLCLEAR_CACHE/src/imgui-$IMGUI_DEBIAN_VERSION"
export SDL_WASM_PREFIX="$ALLCLEAR_CACHE/sdl2-wasm-$SDL_DEBIAN_VERSION-$EMSCRIPTEN_VERSION_TAG"
# emcc's optimizer needs Debian's node modules (acorn) on the path.
export NODE_PATH=/usr/share/nodejs
