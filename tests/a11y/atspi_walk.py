#!/usr/bin/python3
"""The console as an assistive technology sees it, walked with Debian's pyatspi (an AT-SPI client nobody here
wrote). Starts the real console on its embedded demo Cloudly, opens every page through the Go menu (AT-SPI
actions only) and a few dialogs, walks every object that is showing and fails on:
  - a focusable or actionable object without an accessible name;
  - a table cell read as nothing (its text empty) in the first rows of a table;
  - two buttons in one container with the same name and no description (a reader cannot tell them apart);
  - a page or dialog with fewer objects than its floor (an empty walk cannot pass).
Prints how many objects it checked per page. Run through tests/a11y/run-atspi.sh (X server, D-Bus, AT-SPI bus).
"""
import os
import re
import subprocess
import sys
import tempfile
import time

import pyatspi

# Roles a user acts on: each needs a name a screen reader can say.
ACTIONABLE = {
    'push button', 'toggle button', 'check box', 'radio button', 'menu item', 'check menu item',
    'radio menu item', 'combo box', 'spin button', 'slider', 'link', 'page tab', 'text', 'entry',
    'password text', 'list item', 'tree item',
}
# Containers that Qt reports as focusable without being a control (a scroll area's frame, a stacked page).
CONTAINERS = {'filler', 'panel', 'scroll pane', 'viewport', 'layered pane', 'split pane', 'frame'}
ROWS_CHECKED = 5      # first rows of each table whose every cell must read as something
PAGE_FLOOR = 40       # objects a page must expose at least
DIALOG_FLOOR = 8
TABLE_CHILD_CAP = 400  # cells walked per table (the rest are checked through the table interface)

problems = []


def fail(where, what):
    problems.append(f'{where}: {what}')


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


def check(where, root, floor):
    objs = []
    walk(root, objs)
    if len(objs) < floor:
        fail(where, f'only {len(objs)} accessible objects (floor {floor}): the walk saw nothing')
    for o, role, path in objs:
        name = label_of(o)
        try:
            state = o.getState()
        except Exception:
            continue
        if role == 'table cell':
            continue  # checked per table below (row and column known there)
        actionable = role in ACTIONABLE
        focusable = state.contains(pyatspi.STATE_FOCUSABLE) and role not in CONTAINERS
        if (actionable or focusable) and not name:
            fail(where, f'unnamed {role} at {path[-90:]}{describe(o)}')
        if role in ('table', 'tree table'):
            check_table(where, o)
    # Buttons that cannot be told apart.
    for o, role, path in objs:
        if role not in ('filler', 'panel', 'tool bar', 'dialog', 'frame'):
            continue
        seen = {}
        for i in range(o.childCount):
            c = o.getChildAtIndex(i)
            if c is None or not showing(c) or c.getRoleName() != 'push button':
                continue
            key = label_of(c)
            if key and not (c.description or '').strip():
                seen[key] = seen.get(key, 0) + 1
        for key, count in seen.items():
            if count > 1:
                fail(where, f'{count} buttons named "{key}" in one {role} with no description')
    return len(objs)


def check_table(where, table):
    try:
        t = table.queryTable()
    except NotImplementedError:
        return
    heads = []
    for c in range(t.nColumns):
        h = t.getColumnHeader(c)
        heads.append(label_of(h) if h else '')
    # Qt finds a column's header through the table's first row, so only a table with rows has them.
    if t.nRows > 0 and t.nColumns > 1 and not any(heads):
        fail(where, f'table "{table.name}" has no column headers')
    for r in range(min(t.nRows, ROWS_CHECKED)):
        for c in range(t.nColumns):
            cell = t.getAccessibleAt(r, c)
            if cell is not None and not label_of(cell):
                fail(where, f'table "{table.name}" row {r + 1} column "{heads[c] or c + 1}" is read as nothing')


def check_overview_numbers(window):
    """Every number on the Overview is a control of its own that says what it counts and where it leads."""
    objs = []
    walk(window, objs)
    numbers = [o for o, role, _ in objs if role == 'push button' and re.match(r'^\d+ .+; opens the list', label_of(o))]
    plain = [o for o, role, _ in objs if role == 'label' and re.search(r'\n\d+\n', o.name or '')]
    if len(numbers) < 10:
        fail('Overview', f'only {len(numbers)} numbers are buttons that say what they count (at least 10 expected)')
    for o in plain:
        fail('Overview', f'numbers in a plain label: {label_of(o)[:60]!r}')
    print(f'a11y: Overview: {len(numbers)} numbers, each a button naming what it counts')


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
    action = o.queryAction()
    for i in range(action.nActions):
        if action.getName(i) in ('Press', 'press', 'click', 'Toggle', 'SetFocus'):
            action.doAction(i)
            return
    action.doAction(0)


def main():
    console = sys.argv[1]
    home = tempfile.mkdtemp(prefix='cloudly-a11y-')
    env = dict(os.environ, HOME=home, XDG_DATA_HOME=f'{home}/data', XDG_CONFIG_HOME=f'{home}/config',
               QT_QPA_PLATFORM='xcb', QT_ACCESSIBILITY='1', QT_LINUX_ACCESSIBILITY_ALWAYS_ON='1',
               LANG='C.UTF-8', LC_ALL='C.UTF-8')
    env.pop('CLOUDLY_DATA_DIR', None)
    proc = subprocess.Popen([console, '--demo'], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        app = find_app(proc.pid)
        if app is None:
            raise SystemExit('a11y: the console never appeared on the AT-SPI bus')
        window = wait_for(lambda: find(app, 'frame', None, 0), 30, 'the main window')
        wait_for(lambda: find(window, 'label', 'Connected', 8), 60, 'the console to connect to the demo')
        go = wait_for(lambda: find(window, 'menu item', 'Go', 3), 10, 'the Go menu')
        popup = go.getChildAtIndex(0)
        pages = []
        for i in range(popup.childCount):
            item = popup.getChildAtIndex(i)
            if item is not None and item.getRoleName() == 'menu item' and label_of(item) and \
                    label_of(item) not in ('Next view', 'Previous view'):
                pages.append(item)
        if len(pages) < 9:
            fail('Go menu', f'only {len(pages)} pages listed')
        total = 0
        for item in pages:
            page = label_of(item)
            press(item)
            settle(window)
            count = check(page, window, PAGE_FLOOR)
            total += count
            if page == 'Overview':
                check_overview_numbers(window)
            print(f'a11y: {page}: {count} objects checked')
        for button, dialog_role in (('Keyboard shortcuts', None), ('Connect…', 'dialog')):
            b = find(window, 'push button', button, 8)
            if b is None:
                fail('toolbar', f'no "{button}" button')
                continue
            press(b)
            settle(app)
            dialog = None
            for i in range(app.childCount):
                w = app.getChildAtIndex(i)
                if w is not None and w is not window and showing(w) and label_of(w) != label_of(window):
                    dialog = w
            if dialog is None:
                fail(button, 'the dialog did not open')
                continue
            count = check(f'{button} dialog', dialog, DIALOG_FLOOR)
            total += count
            print(f'a11y: {button} dialog: {count} objects checked')
            close = find(dialog, 'push button', 'Close', 6) or find(dialog, 'push button', 'Cancel', 6)
            if close is not None:
                press(close)
                time.sleep(0.8)
        print(f'a11y: {total} objects checked in all')
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
    if problems:
        print(f'a11y: {len(problems)} problem(s):')
        for p in problems:
            print('  ' + p)
        return 1
    print('a11y: no unnamed control, no cell read as nothing')
    return 0


if __name__ == '__main__':
    sys.exit(main())
