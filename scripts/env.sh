# Shared settings for the project's scripts (sourced, not run).
# The cache lives outside the tree so a fresh clone reuses the unpacked sources.
export ALLCLEAR_CACHE=${ALLCLEAR_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/allclear}
export IMGUI_DEBIAN_VERSION=1.86+ds-1
export IMGUI_SRC="$ALLCLEAR_CACHE/src/imgui-$IMGUI_DEBIAN_VERSION"
# emcc's optimizer needs Debian's node modules (acorn) on the path.
export NODE_PATH=/usr/share/nodejs
