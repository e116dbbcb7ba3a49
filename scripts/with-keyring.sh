#!/usr/bin/env bash
# Usage: scripts/with-keyring.sh CMD [ARGS...]
#
# Runs CMD inside a private D-Bus session (dbus-run-session) with a throwaway gnome-keyring-daemon that
# provides the Secret Service (org.freedesktop.secrets) with an UNLOCKED default collection, so QtKeychain's
# libsecret backend works headless (CI, containers, ssh, root). The keyring lives in a temporary directory
# with a random password and is deleted afterwards: the user's real keyring is never touched.
#
# Exits with CMD's exit code (2 for usage errors, 127 when a required tool is missing, 125 when the keyring
# could not be set up). Idempotent: when already running under this script, CMD is run directly.
#
# Needs: dbus (dbus-run-session, dbus-send) and gnome-keyring (gnome-keyring-daemon).
set -euo pipefail

usage() {
    sed -n '2p' "$0" | sed 's/^# //' >&2
}

if [[ $# -eq 0 || $1 == "-h" || $1 == "--help" ]]; then
    usage
    exit 2
fi

# Already inside a keyring session started by this script: just run the command.
if [[ ${CLOUDLY_WITH_KEYRING:-} == "1" ]]; then
    exec "$@"
fi

for tool in dbus-run-session dbus-send gnome-keyring-daemon; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "with-keyring.sh: '$tool' not found (install the dbus and gnome-keyring packages)" >&2
        exit 127
    fi
done

# Stage 1: start a private session bus and re-run this script inside it.
if [[ ${CLOUDLY_WITH_KEYRING_STAGE:-} != "inner" ]]; then
    self=$(readlink -f "${BASH_SOURCE[0]}")
    export CLOUDLY_WITH_KEYRING_STAGE=inner
    exec dbus-run-session -- bash "$self" "$@"
fi
unset CLOUDLY_WITH_KEYRING_STAGE

# Stage 2: inside the session. Start and unlock the keyring, run the command, clean up.
if [[ -z ${DBUS_SESSION_BUS_ADDRESS:-} ]]; then
    echo "with-keyring.sh: dbus-run-session did not provide DBUS_SESSION_BUS_ADDRESS" >&2
    exit 125
fi

workdir=$(mktemp -d "${TMPDIR:-/tmp}/cloudly-keyring.XXXXXX")
daemon_pid=""
# shellcheck disable=SC2317 # called by the EXIT trap
cleanup() {
    if [[ -n $daemon_pid ]]; then
        kill "$daemon_pid" 2>/dev/null || true
    fi
    rm -rf "$workdir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
mkdir -m 700 "$workdir/data" "$workdir/runtime"

bus_call() { # bus_call DEST PATH METHOD [ARGS...]: print the reply, fail on error
    dbus-send --session --print-reply=literal --reply-timeout=5000 --dest="$1" "$2" "$3" "${@:4}" 2>/dev/null
}

# gnome-keyring 42 only creates/unlocks the login keyring for a NON-EMPTY password (an empty one leaves
# no collection at all, and libsecret then asks for an unlock prompt that cannot be shown headless).
password=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
# XDG_DATA_HOME/XDG_RUNTIME_DIR are set for the daemon only: the keyring files and control socket go
# into the temporary directory, CMD keeps its own environment.
if ! daemon_env=$(printf '%s' "$password" |
    XDG_DATA_HOME="$workdir/data" XDG_RUNTIME_DIR="$workdir/runtime" \
        gnome-keyring-daemon --unlock --components=secrets 2>"$workdir/daemon.log"); then
    echo "with-keyring.sh: gnome-keyring-daemon --unlock failed:" >&2
    cat "$workdir/daemon.log" >&2
    exit 125
fi
# Export what the daemon prints (GNOME_KEYRING_CONTROL=..., SSH_AUTH_SOCK=...), if anything.
while IFS= read -r line; do
    if [[ $line =~ ^(GNOME_KEYRING_[A-Z_]+|SSH_AUTH_SOCK)=(.*)$ ]]; then
        export "${BASH_REMATCH[1]}=${BASH_REMATCH[2]}"
    fi
done <<<"$daemon_env"

# Wait until the Secret Service is on the bus and the login collection (the default one) is unlocked.
ready=""
for _ in $(seq 1 100); do
    if bus_call org.freedesktop.DBus /org/freedesktop/DBus org.freedesktop.DBus.NameHasOwner \
        string:org.freedesktop.secrets | grep -q true &&
        bus_call org.freedesktop.secrets /org/freedesktop/secrets/collection/login \
            org.freedesktop.DBus.Properties.Get string:org.freedesktop.Secret.Collection string:Locked |
        grep -q false; then
        ready=1
        break
    fi
    sleep 0.1
done
if [[ -z $ready ]]; then
    echo "with-keyring.sh: the keyring did not come up unlocked within 10 s" >&2
    cat "$workdir/daemon.log" >&2
    exit 125
fi
daemon_pid=$(bus_call org.freedesktop.DBus /org/freedesktop/DBus org.freedesktop.DBus.GetConnectionUnixProcessID \
    string:org.freedesktop.secrets | awk '{print $NF}') || daemon_pid=""
[[ $daemon_pid =~ ^[0-9]+$ ]] || daemon_pid=""

export CLOUDLY_WITH_KEYRING=1
set +e
"$@"
status=$?
set -e
exit "$status"
