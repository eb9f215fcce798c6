#!/usr/bin/env bash
# The desktop journeys' X displays: Xvfb with the Openbox window manager at the three screen sizes the journeys are
# run at (:91 1024x700, :92 1280x800, :93 1920x1080).  start: starts each one that is not running yet; stop: stops them.
# Needs Debian's xvfb, openbox, x11-utils, wmctrl and imagemagick (.ci/run installs them).
set -euo pipefail
displays=(":91 1024x700" ":92 1280x800" ":93 1920x1080")
run=${XDG_RUNTIME_DIR:-/tmp}/dynast-displays
mkdir -p "$run"

need() {
    local missing=()
    for tool in Xvfb openbox wmctrl import xdpyinfo; do command -v "$tool" >/dev/null || missing+=("$tool"); done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "displays.sh: ${missing[*]} not found: the desktop journeys need apt-get install xvfb openbox x11-utils wmctrl imagemagick" >&2
        exit 1
    fi
}

start() {
    need
    for entry in "${displays[@]}"; do
        read -r display size <<<"$entry"
        # up to three tries: on a busy machine Xvfb once took longer than the 5 s this waited, and once a display was
        # gone again by the time Openbox opened it (CI: "no window manager on :93"); a try that fails is stopped whole
        for try in 1 2 3; do
            up "$display" "$size" && break
            echo "displays.sh: $display not ready (try $try): $(tail -2 "$run/xvfb${display#:}.log" "$run/openbox${display#:}.log" 2>/dev/null | tr '\n' ' ')" >&2
            down "$display"
            sleep 2
        done
        DISPLAY=$display wmctrl -m >/dev/null 2>&1 || { echo "displays.sh: no window manager on $display" >&2; exit 1; }
        echo "displays.sh: $display $size with $(DISPLAY=$display wmctrl -m | sed -n 's/^Name: //p')"
    done
}

# Xvfb and Openbox on one display, each started if not running; true once a window manager answers there.
up() {
    local display=$1 size=$2
    if ! xdpyinfo -display "$display" >/dev/null 2>&1; then
        Xvfb "$display" -screen 0 "${size}x24" -nolisten tcp >"$run/xvfb${display#:}.log" 2>&1 &
        echo $! >"$run/xvfb${display#:}.pid"
        for _ in $(seq 600); do xdpyinfo -display "$display" >/dev/null 2>&1 && break; sleep 0.1; done
        xdpyinfo -display "$display" >/dev/null 2>&1 || return 1
    fi
    if ! DISPLAY=$display wmctrl -m >/dev/null 2>&1; then
        DISPLAY=$display openbox >"$run/openbox${display#:}.log" 2>&1 &
        echo $! >"$run/openbox${display#:}.pid"
        for _ in $(seq 600); do DISPLAY=$display wmctrl -m >/dev/null 2>&1 && break; sleep 0.1; done
    fi
    DISPLAY=$display wmctrl -m >/dev/null 2>&1
}

# Stops what this script started on one display, and its lock if the server is gone.
down() {
    local display=$1
    for name in openbox xvfb; do
        local pid="$run/$name${display#:}.pid"
        [ -f "$pid" ] && kill "$(cat "$pid")" 2>/dev/null || true
        rm -f "$pid"
    done
    sleep 1
    xdpyinfo -display "$display" >/dev/null 2>&1 || rm -f "/tmp/.X${display#:}-lock" "/tmp/.X11-unix/X${display#:}"
}

stop() {
    for pid in "$run"/*.pid; do
        [ -f "$pid" ] && kill "$(cat "$pid")" 2>/dev/null || true
        rm -f "$pid"
    done
}

case "${1:-start}" in
    start) start ;;
    stop) stop ;;
    *) echo "usage: displays.sh start|stop" >&2; exit 2 ;;
esac
