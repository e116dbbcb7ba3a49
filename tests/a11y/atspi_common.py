#!/usr/bin/python3
"""What the AT-SPI tests share: walking the accessible tree the way a screen reader does, finding objects by
role and name, waiting for the tree to settle, acting on objects (AT-SPI actions) and starting the real
console under an AT-SPI session. Used by atspi_walk.py and atspi_keyboard.py (tests/a11y/run-atspi.sh)."""
import os
import subprocess
import tempfile
import time

import pyatspi

TABLE_CHILD_CAP = 400  # cells walked per table (the rest are checked through the table interface)


def showing(o):
    try:
        return o.getState().contains(pyatspi.STATE_SHOWING)
    except Exception:
        return False


def walk(o, out, path='', depth=0):
    try:
        role = o.getRoleName()
    except Exception:
        return
    out.append((o, role, path))
    if depth > 60:
        return
    n = o.childCount
    if role in ('table', 'tree table', 'tree', 'list'):
        n = min(n, TABLE_CHILD_CAP)
    for i in range(n):
        c = o.getChildAtIndex(i)
        if c is not None and showing(c):
            walk(c, out, f'{path}/{role}', depth + 1)


def describe(o):
    """Where an object is and what it sits next to, so a failure can be found in the code."""
    try:
        e = o.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        parent = o.parent
        siblings = [label_of(parent.getChildAtIndex(i)) for i in range(min(parent.childCount, 6))]
        return f' (at {e.x},{e.y} {e.width}x{e.height}; next to {[s for s in siblings if s][:4]})'
    except Exception:
        return ''


def label_of(o):
    name = (o.name or '').strip()
    return name


def find_app(pid, timeout=60):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            a = desktop.getChildAtIndex(i)
            try:
                if a is not None and a.get_process_id() == pid and a.childCount > 0:
                    return a
            except Exception:
                pass
        time.sleep(0.3)
    return None


def find(root, role, name, depth=6):
    if depth < 0:
        return None
    for i in range(root.childCount):
        c = root.getChildAtIndex(i)
        if c is None:
            continue
        if c.getRoleName() == role and (name is None or label_of(c) == name):
            return c
        hit = find(c, role, name, depth - 1)
        if hit is not None:
            return hit
    return None


def wait_for(predicate, timeout, what):
    end = time.time() + timeout
    while time.time() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.3)
    raise SystemExit(f'a11y: timed out waiting for {what}')


def settle(root, timeout=20):
    """Waits until what is showing stops changing (two walks half a second apart agree), however busy the
    machine: a fixed sleep would walk a half-built page on a loaded CI runner."""
    end = time.time() + timeout
    last = -1
    time.sleep(0.3)
    while time.time() < end:
        objs = []
        walk(root, objs)
        names = len(objs), sum(len(label_of(o)) for o, _, _ in objs)
        if names == last:
            return
        last = names
        time.sleep(0.5)


def press(o):
    """The object's press/click action. An action that opens a modal dialog (a message box's exec()) answers
    only when the dialog closes: the call's timeout is expected then, the action has happened."""
    action = o.queryAction()
    index = 0
    for i in range(action.nActions):
        if action.getName(i) in ('Press', 'press', 'click', 'Toggle', 'SetFocus'):
            index = i
            break
    try:
        action.doAction(index)
    except Exception as e:  # GLib.GError: no reply within the timeout
        if 'reply' not in str(e):
            raise


def start_console(console, args, home=None):
    """The real console under the AT-SPI session, with a home of its own (no settings, no keyring)."""
    home = home or tempfile.mkdtemp(prefix='cloudly-a11y-')
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=f'{home}/data', XDG_CONFIG_HOME=f'{home}/config',
               QT_QPA_PLATFORM='xcb', QT_ACCESSIBILITY='1', QT_LINUX_ACCESSIBILITY_ALWAYS_ON='1',
               LANG='C.UTF-8', LC_ALL='C.UTF-8')
    env.pop('CLOUDLY_DATA_DIR', None)
    # The registry is started on first use; asking it for the desktop before the console starts means the
    # console's bridge finds it up (else the first answer can be "recipient disconnected").
    for _ in range(20):
        try:
            pyatspi.Registry.getDesktop(0).childCount
            break
        except Exception:
            time.sleep(0.5)
    time.sleep(1)
    return subprocess.Popen([console] + args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def stop_console(proc):
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


def dump(root, depth=0, out=None, limit=25):
    """The tree under `root` as indented "role 'name' [description]" lines (failure messages, debugging)."""
    out = [] if out is None else out
    try:
        line = f"{'  ' * depth}{root.getRoleName()} {label_of(root)!r}"
        if (root.description or '').strip():
            line += f' [{root.description[:80]}]'
        out.append(line)
        if depth < limit:
            for i in range(min(root.childCount, 60)):
                c = root.getChildAtIndex(i)
                if c is not None and showing(c):
                    dump(c, depth + 1, out, limit)
    except Exception:
        pass
    return out


def find_all(root, role, predicate=None, depth=12):
    """Every showing object under `root` with `role` (and `predicate(obj)` true), in tree order."""
    found = []

    def visit(o, d):
        if d < 0:
            return
        for i in range(min(o.childCount, TABLE_CHILD_CAP)):
            c = o.getChildAtIndex(i)
            if c is None or not showing(c):
                continue
            try:
                if c.getRoleName() == role and (predicate is None or predicate(c)):
                    found.append(c)
            except Exception:
                continue
            visit(c, d - 1)
    visit(root, depth)
    return found


def top_windows(app):
    """The application's showing top-level windows (main window, dialogs, log windows)."""
    out = []
    for i in range(app.childCount):
        w = app.getChildAtIndex(i)
        if w is not None and showing(w):
            out.append(w)
    return out


def activate_window(title):
    """Gives the X input focus to the top-level window whose title contains `title`, as a window manager does
    when the user switches to it (Xvfb has none, and Qt reports no widget focused in a window that is not
    active). Uses xwininfo to find the window and libX11's XSetInputFocus; nothing else of the app is
    touched. Returns whether a window was found."""
    import ctypes
    import re as _re
    tree = subprocess.run(['xwininfo', '-root', '-tree'], capture_output=True, text=True).stdout
    ids = [int(m.group(1), 16) for m in _re.finditer(r'^\s*(0x[0-9a-f]+) "([^"]*)"', tree, _re.M)
           if title in m.group(2)]
    if not ids:
        return False
    x11 = ctypes.cdll.LoadLibrary('libX11.so.6')
    x11.XOpenDisplay.restype = ctypes.c_void_p
    display = x11.XOpenDisplay(None)
    if not display:
        return False
    x11.XSetInputFocus(ctypes.c_void_p(display), ctypes.c_ulong(ids[0]), 2, 0)  # RevertToParent, CurrentTime
    x11.XFlush(ctypes.c_void_p(display))
    x11.XCloseDisplay(ctypes.c_void_p(display))
    time.sleep(0.5)
    return True
