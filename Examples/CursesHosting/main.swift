// A classic ncurses program: it owns the screen, its windows and its input loop. One of its
// windows hosts a declarative view (a small settings form) through CursesHostingWindow.
// Tab moves through the form, then over to the log and back; q quits.
import CNCursesW
import Glibc
import Tessera
import TesseraNCurses

/// The hosted form. `presses` is a plain value the program owns: it sets a new root view.
struct SettingsForm: View {
    let presses: Int
    let onPress: @MainActor () -> Void
    @State private var sound = true
    @State private var speed = "Normal"

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Sound", isOn: $sound)
            Picker("Speed", selection: $speed) {
                Text("Slow").tag("Slow"); Text("Normal").tag("Normal"); Text("Fast").tag("Fast")
            }
            Button("Pressed \(presses) times", action: onPress)
        }
    }
}

// MARK: Terminal setup (newterm, not initscr: initscr exits on an unknown TERM)

setlocale(LC_ALL, "")
guard let term = getenv("TERM"), term.pointee != 0 else {
    fputs("curses-hosting-example: TERM is not set; cannot drive the terminal\n", tessera_stderr()); exit(1)
}
guard isatty(STDIN_FILENO) == 1, let screen = newterm(nil, tessera_stdout(), tessera_stdin()) else {
    fputs("curses-hosting-example: cannot initialise terminal type '\(String(cString: term))'\n", tessera_stderr()); exit(1)
}
guard let stdscr = tessera_stdscr() else { exit(1) }
raw(); noecho(); keypad(stdscr, true); curs_set(0)
if has_colors() { start_color(); use_default_colors(); init_pair(1, Int16(COLOR_CYAN), -1) }

// MARK: The program's own windows

func boxed(_ window: UnsafeMutablePointer<WINDOW>, _ title: String, highlighted: Bool) {
    werase(window)
    box(window, 0, 0)
    if highlighted { wattr_on(window, tessera_attr_bold(), nil) }
    mvwaddstr(window, 0, 2, " \(title) ")
    if highlighted { wattr_off(window, tessera_attr_bold(), nil) }
    wnoutrefresh(window)
}

guard let logWindow = newwin(10, 32, 2, 1), let formFrame = newwin(6, 30, 2, 35),
      let formContent = newwin(4, 28, 3, 36) else { endwin(); exit(1) }
var log = ["Started."]
var presses = 0
var formHasKeys = true

let form = CursesHostingWindow(window: formContent, rootView: SettingsForm(presses: 0, onPress: {}))
@MainActor func makeForm() -> SettingsForm {
    SettingsForm(presses: presses, onPress: {
        presses += 1
        log.append("Button pressed (\(presses)).")
    })
}
form.rootView = makeForm()

/// Fits the form's windows to what the hosted view wants (`preferredSize`).
@MainActor func fitForm() {
    let ideal = form.preferredSize
    guard ideal != form.size else { return }
    wresize(formFrame, Int32(ideal.height + 2), Int32(ideal.width + 2))
    wresize(formContent, Int32(ideal.height), Int32(ideal.width))
    touchwin(stdscr); wnoutrefresh(stdscr)
    form.setNeedsFullRefresh()
}

@MainActor func drawAll() {
    werase(stdscr)
    wattr_on(stdscr, tessera_attr_bold(), nil)
    mvwaddstr(stdscr, 0, 1, "curses-hosting-example")
    wattr_off(stdscr, tessera_attr_bold(), nil)
    wcolor_set(stdscr, 1, nil)
    mvwaddstr(stdscr, Int32(tessera_lines() - 1), 1,
              "Tab: next  \(formHasKeys ? "arrows/Enter: form" : "(log has the keys)")  q: quit")
    wcolor_set(stdscr, 0, nil)
    wnoutrefresh(stdscr)
    boxed(logWindow, "Log", highlighted: !formHasKeys)
    for (row, line) in log.suffix(8).enumerated() { mvwaddstr(logWindow, Int32(row + 1), 2, line) }
    wnoutrefresh(logWindow)
    boxed(formFrame, "Settings", highlighted: formHasKeys)
    form.setNeedsFullRefresh()
    form.refresh()
    doupdate()
}

// MARK: The input loop

fitForm()
drawAll()
loop: while true {
    var character: wint_t = 0
    let result = wget_wch(stdscr, &character)
    if result == ERR { continue }
    let input: RawInput = result == KEY_CODE_YES ? .keyCode(Int32(bitPattern: character)) : .character(UInt32(character))
    if formHasKeys, form.handle(input) {
        form.rootView = makeForm()  // the program's plain values may have changed
        fitForm()
    } else {
        switch input {
        case .character(UInt32(UInt8(ascii: "q"))), .character(3): break loop
        case .character(9), .keyCode(KEY_BTAB):
            formHasKeys.toggle()
            form.isActive = formHasKeys
            log.append(formHasKeys ? "The form has the keys." : "The log has the keys.")
        case .keyCode(KEY_RESIZE): break
        default: beep()
        }
    }
    drawAll()
}

delwin(formContent); delwin(formFrame); delwin(logWindow)
endwin()
delscreen(screen)
