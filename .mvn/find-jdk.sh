# Sourced by mvnw and benchmark.sh: finds a JDK >= RINGSIDE_MIN_JDK (default 21) and exports JAVA_HOME.
# Order: $JAVA_HOME, the `java` on PATH, then the usual install folders (newest first).
# Prints one line on stderr saying which JDK is used, or why none fits (then returns 1).
# Also exports RINGSIDE_JDK_MAJOR, the JDK's feature version.

ringside_jdk_major() {
  # The feature version of the JDK in folder $1 ("17", "25"), or nothing if it has no java and javac.
  [ -x "$1/bin/java" ] && [ -x "$1/bin/javac" ] || return 0
  "$1/bin/java" -XshowSettings:properties -version 2>&1 \
    | sed -n 's/^ *java\.specification\.version = \(1\.\)\{0,1\}\([0-9]*\).*/\2/p' | head -n 1
}

ringside_find_jdk() {
  local min="${RINGSIDE_MIN_JDK:-21}" candidates=() dir major best="" best_major=0 seen=""
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
  if command -v java >/dev/null 2>&1; then
    candidates+=("$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")")
  fi
  for dir in /usr/lib/jvm/* /usr/java/* /opt/java/* /opt/*jdk* "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/*; do
    [ -d "$dir" ] && candidates+=("$(readlink -f "$dir")")
  done
  for dir in "${candidates[@]}"; do
    case " $seen " in *" $dir "*) continue ;; esac
    seen="$seen $dir"
    major="$(ringside_jdk_major "$dir")"
    [ -n "$major" ] || continue
    # The first two candidates are the user's choice: take them as soon as they fit.
    if [ "$major" -ge "$min" ] && { [ "$dir" = "${candidates[0]}" ] || [ "$dir" = "${candidates[1]:-}" ]; }; then
      best="$dir"; best_major="$major"; break
    fi
    if [ "$major" -ge "$min" ] && [ "$major" -gt "$best_major" ]; then
      best="$dir"; best_major="$major"
    fi
  done
  if [ -z "$best" ]; then
    echo "ringside: no JDK >= $min found (looked at JAVA_HOME, java on PATH, /usr/lib/jvm, /usr/java, /opt, ~/.sdkman, ~/.jdks)." >&2
    echo "ringside: install a JDK $min or newer, or set JAVA_HOME to one." >&2
    return 1
  fi
  if [ -n "${JAVA_HOME:-}" ] && [ "$(readlink -f "$JAVA_HOME")" != "$best" ]; then
    echo "ringside: JAVA_HOME ($JAVA_HOME) is not a JDK >= $min; using $best instead." >&2
  fi
  export JAVA_HOME="$best" RINGSIDE_JDK_MAJOR="$best_major"
  echo "ringside: using JDK $best_major at $JAVA_HOME" >&2
}
