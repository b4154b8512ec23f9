# The app's games for the scripts that run every game (sourced, not run). Each build writes
# them to <build dir>/games.json (`allclear-sim games`, from CMakeLists.txt's allclear_game()
# lines), so a game added there is picked up here with no other edit.

# app_games FILE: one line per game, in home's order: NAME MIN_PLAYERS MAX_PLAYERS SHORT, where
# SHORT is "--set rounds=2" (kept within the game's bounds) for a game with rounds, else empty:
# two rounds still take a game from one round to the next.
app_games() {
  [ -s "$1" ] || { echo "no $1: build first (building allclear-sim writes it)" >&2; return 1; }
  jq -r '.[] | [.name, .parameters.players.min, .parameters.players.max,
                (.parameters.rounds | if . then "--set rounds=\([([2, .min] | max), .max] | min)" else "" end)]
              | join(" ")' "$1"
}

# seats N LEVEL...: N seats taking the levels in turn (seats 3 quick random: quick,random,quick).
seats() {
  local n=$1 i out=()
  shift
  for ((i = 0; i < n; i++)); do out+=("${@:i % $# + 1:1}"); done
  (IFS=,; echo "${out[*]}")
}

# within N MIN MAX: N kept from MIN to MAX.
within() {
  local n=$1
  ((n < $2)) && n=$2
  ((n > $3)) && n=$3
  echo "$n"
}
