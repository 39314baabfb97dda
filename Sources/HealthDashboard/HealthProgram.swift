import Foundation
import Tessera
import UserNotifications

/// The running dashboard: a window manager laid out imperatively — header, a grid of hosted
/// cells, the conditions list, a footer — plus a detail screen pushed over it.
@MainActor public final class HealthDashboard: FrameProducer, AccessibilityProviding {
    /// The detail when it is pushed, else every cell on screen in reading order, the focused
    /// cell (the program's own focus, not a hosted view's) marked as such.
    public var accessibilityElements: [AccessibilityElement] {
        if isDetailPushed { return detailController.window.hosted?.host.accessibilityElements ?? [] }
        return cellWindows.enumerated().flatMap { index, window -> [AccessibilityElement] in
            guard !window.isHidden, !window.frame.isEmpty, var elements = window.hosted?.host.accessibilityElements else { return [] }
            let alreadyFocused = elements.contains { $0.flattened().contains { $0.states.contains("focused") } }
            if index == focusedCell, !alreadyFocused, !elements.isEmpty { elements[0].states.insert("focused", at: 0) }
            return elements
        }
    }

    public let screen: WindowManager
    public let heartData: HeartData
    /// Whether the heart rate is out of range now (one notification per episode).
    public private(set) var heartAlarm = HeartRateAlarm()
    public let conditions: ConditionStore
    let clock: any RunClock
    let zone: TimeZone?
    /// The heart-rate cell (a hosting configuration observing `HeartData`).
    public let heartCell: CollectionCell
    /// The steps cell (a hosting controller fed plain values).
    let stepsController: HostingController<StepsCellView>
    let restingCell: CollectionCell
    let sleepCell: CollectionCell
    /// The medical conditions list.
    public let conditionsCell: CollectionCell
    /// The heart-rate detail screen, when pushed.
    let detailController: HostingController<HeartRateDetailView>
    public private(set) var isDetailPushed = false
    public private(set) var focusedCell = 0
    var showHelp = false
    /// Help's first row shown, and the last one it can start at (drawing sets it).
    private var helpScroll = 0, helpScrollLimit = 0
    let exitTitle: String
    var steps: HealthMetrics.Steps
    private var timers: [TimerToken] = []
    private var savedRecords: [HealthMetrics.ConditionRecord] = []
    /// The colours of the title bar, the footer and the cells (`--theme`).
    let theme: Theme
    /// The cells' background: the bars' colour, so the cells read as panels of the frame.
    var cellBackground: Color { theme.barBackground }

    /// "7.5 h": hours to one decimal.
    static func hoursText(_ hours: Double) -> String {
        let tenths = Int((hours * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10)) h"
    }

    /// A weekly metric cell: the view, pinned with a checkmark while selected.
    private static func configureWeekly(_ cell: CollectionCell, _ content: WeeklyMetricCellView, background: Color) {
        cell.configurationUpdateHandler = { cell, state in
            cell.contentConfiguration = HostingConfiguration {
                VStack(alignment: .leading, spacing: 0) {
                    content
                    if state.isSelected { Text("✓ Pinned").bold() }
                }
            }.margins(.horizontal, 2).background(background)
        }
    }

    var cellWindows: [Window] { [heartCell.window, stepsController.window, restingCell.window, sleepCell.window, conditionsCell.window] }

    init(configuration: HealthConfiguration, metrics: HealthMetrics, recording: HeartRateRecording) {
        clock = configuration.clock
        zone = configuration.timeZone
        exitTitle = configuration.exitTitle
        screenReaderMode = configuration.screenReaderMode
        theme = configuration.theme
        screen = WindowManager(clock: clock, size: configuration.size)
        steps = metrics.steps
        var env = EnvironmentValues()
        env.stateStore = configuration.stateStore
        env.theme = configuration.theme
        env.colorScheme = configuration.theme == .light ? .light : .dark
        heartData = HeartData(recording: recording.samples, start: clock.now)
        conditions = ConditionStore(records: metrics.conditions, stateStore: configuration.stateStore)
        let screen = screen
        storeMessages = configuration.stateStore.map { StateStoreMessages(store: $0) { screen.setNeedsFrame() } }
        heartCell = CollectionCell(name: "heart", clock: clock, environment: env)
        stepsController = HostingController(rootView: StepsCellView(today: steps.today, goal: steps.goal, hourly: steps.hourly),
                                            clock: clock, environment: env)
        restingCell = CollectionCell(name: "resting", clock: clock, environment: env)
        sleepCell = CollectionCell(name: "sleep", clock: clock, environment: env)
        conditionsCell = CollectionCell(name: "conditions", clock: clock, environment: env)
        detailController = HostingController(rootView: HeartRateDetailView(data: heartData, zone: zone), clock: clock, environment: env)
        savedRecords = conditions.items.map(\.record)
        configureCells(metrics)
        for w in cellWindows { screen.addWindow(w) }
        detailController.window.zIndex = 10
        detailController.window.isHidden = true
        detailController.margins = EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2)
        screen.addWindow(detailController.window)
        screen.layout = { [weak self] size in self?.layout(size) }
        screen.drawBackground = { [weak self] ctx in self?.drawFrame(&ctx) }
        screen.drawOverlay = { [weak self] ctx in self?.drawOverlay(&ctx) }
        screen.onKey = { [weak self] key in self?.handleProgramKey(key) ?? false }
        startSensor()
        if configuration.path.contains("conditions") { focusCell(4) } else { focusCell(0) }
        if configuration.path.contains("heart-rate") { pushDetail() }
    }

    private func configureCells(_ metrics: HealthMetrics) {
        let data = heartData, clock = clock, zone = zone, background = cellBackground
        heartCell.configurationUpdateHandler = { cell, state in
            cell.contentConfiguration = HostingConfiguration { HeartRateCellView(data: data, clock: clock, zone: zone) }
                .margins(.horizontal, 2).background(background)
        }
        stepsController.margins = EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        stepsController.window.backgroundColor = background
        stepsController.sizingOptions = [.preferredContentSize]
        let resting = metrics.restingHeartRate, sleep = metrics.sleep
        Self.configureWeekly(restingCell, WeeklyMetricCellView(title: "Resting Heart Rate", symbol: "heart", color: .pink,
                                                               value: "\(resting.today) BPM", week: resting.week.map(Double.init)), background: background)
        Self.configureWeekly(sleepCell, WeeklyMetricCellView(title: "Sleep", symbol: "bed.double", color: .cyan,
                                                             value: Self.hoursText(sleep.hours), week: sleep.week), background: background)
        let store = conditions
        conditionsCell.configurationUpdateHandler = { cell, _ in
            cell.contentConfiguration = HostingConfiguration { ConditionsView(store: store) }.margins(.horizontal, 0)
        }
        for w in cellWindows {
            w.draw = { [weak self, weak w] ctx in
                guard let self, let w, self.cellWindows[self.focusedCell] === w, !self.isDetailPushed else { return }
                ctx.fill(Rect(x: 0, y: 0, width: 1, height: ctx.bounds.height), style: Style(foreground: .pink, attributes: [.bold]), character: "▌")
            }
        }
        // The conditions window draws its focus bar outside the list: give it a column.
        conditionsCell.window.draw = nil
    }

    private func startSensor() {
        timers.append(clock.schedule(every: .seconds(1)) { [weak self] in
            guard let self else { return }
            self.heartData.receive(at: self.clock.now)
            if self.heartAlarm.receive(self.heartData.beatsPerMinute) { self.announceHighHeartRate() }
        })
        // Plain values: the host sets a new root view when the step count changes.
        timers.append(clock.schedule(every: .seconds(30)) { [weak self] in
            guard let self else { return }
            self.steps.today += 37
            self.stepsController.rootView = StepsCellView(today: self.steps.today, goal: self.steps.goal, hourly: self.steps.hourly)
        })
    }

    /// Tells the user once per episode, outside the window where the terminal can (they may
    /// be looking at another tab), else in a banner over the dashboard.
    private func announceHighHeartRate() {
        let content = UNMutableNotificationContent()
        content.title = "Heart rate high: \(heartData.beatsPerMinute) BPM"
        content.body = "Above \(heartAlarm.high) BPM at \(clockText(clock.now, zone))."
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "heart-rate-high", content: content, trigger: nil))
    }

    // MARK: Layout (imperative)

    /// The first row of cells shown: the dashboard scrolls by whole rows of cells so the
    /// focused one is always on screen (and the conditions list gets room for a few rows).
    private var firstRow = 0

    private func layout(_ size: Size) {
        let contentTop = 2
        let bottom = size.height - 1
        let columns = size.width >= 56 ? 2 : 1
        let gap = 1
        let cellWidth = max(1, (size.width - gap * (columns - 1)) / columns)
        let summary = [heartCell.window, stepsController.window, restingCell.window, sleepCell.window]
        func height(_ i: Int) -> Int {
            switch i {
            case 0: return heartCell.fittingHeight(width: cellWidth)
            case 1: return stepsController.sizeThatFits(width: cellWidth).height
            case 2: return restingCell.fittingHeight(width: cellWidth)
            default: return sleepCell.fittingHeight(width: cellWidth)
            }
        }
        let rows = stride(from: 0, to: summary.count, by: columns).map { Array($0..<min($0 + columns, summary.count)) }
        let rowHeights = rows.map { $0.map(height).max() ?? 1 }
        let listRow = rows.count
        let listMinimum = min(6, max(0, bottom - contentTop))
        // The span from row `first` down to the end of row `last`, with the gaps between.
        func span(from first: Int, through last: Int) -> Int {
            (first...last).reduce(0) { $0 + ($1 == listRow ? listMinimum : rowHeights[$1] + gap) }
        }
        let focusedRow = focusedCell == 4 ? listRow : focusedCell / columns
        firstRow = min(firstRow, focusedRow)
        while firstRow < focusedRow, contentTop + span(from: firstRow, through: focusedRow) > bottom { firstRow += 1 }
        // A window that grew shows the rows above again while everything below still fits:
        // no rows stay scrolled off above an empty screen.
        while firstRow > 0, contentTop + span(from: firstRow - 1, through: listRow) <= bottom { firstRow -= 1 }
        var y = contentTop
        for (r, row) in rows.enumerated() {
            for (c, index) in row.enumerated() {
                summary[index].isHidden = r < firstRow
                summary[index].frame = r < firstRow ? .zero : Rect(x: c * (cellWidth + gap), y: y, width: cellWidth, height: rowHeights[r])
            }
            if r >= firstRow { y += rowHeights[r] + gap }
        }
        conditionsCell.window.frame = Rect(x: 0, y: y, width: size.width, height: max(0, bottom - y))
        detailController.window.frame = Rect(x: 0, y: 1, width: size.width, height: max(0, bottom - 1))
    }

    private func drawFrame(_ ctx: inout WindowContext) {
        let w = ctx.bounds.width
        let title = isDetailPushed ? "Health › Heart Rate" : "Health — Summary"
        let bar = Style(background: theme.barBackground)
        ctx.fill(Rect(x: 0, y: 0, width: w, height: 1), style: bar)
        ctx.text(" " + title, at: .zero, style: bar.with(.bold), width: w)
        // The clock only where it fits beside the whole title, a space either side.
        let time = clockText(clock.now, zone)
        let titleEnd = 1 + DisplayWidth.width(of: title)
        if titleEnd + 1 + time.count + 1 <= w {
            ctx.text(time, at: Point(x: w - time.count - 1, y: 0), style: bar)
        }
    }

    /// What the footer says about the state file (a failed save, a notice), before the keys.
    private var storeMessages: StateStoreMessages?

    /// The footer: the key window's hosted keys, then the program's that nothing there takes.
    var footerBindings: [KeyBinding] {
        showHelp ? HelpOverlay.keys(scrolls: helpScrollLimit > 0) : keyChain.bindings.filter(\.inFooter)
    }

    /// Every key that does something now, each for what would get it: the hosted view of the
    /// key window first (a condition's text takes characters, ← and →), then the program.
    var keyChain: KeyChain {
        var chain = KeyChain()
        (isDetailPushed ? detailController.window : cellWindows[focusedCell]).hostedKeyChain.forEach { chain.add($0) }
        programKeyMap.bindings.forEach { chain.add($0) }
        chain.addHelpAndQuit(exitTitle: exitTitle)
        return chain
    }

    /// The program's own keys: between cells, a cell's action, adding and undoing conditions,
    /// leaving. Help and quitting come after them (`KeyChain.addHelpAndQuit`).
    var programKeyMap: KeyMap {
        if isDetailPushed {
            return KeyMap([KeyCommand(KeyTrigger.keys(.escape, .left), label: "Esc", "Back") { [unowned self] in popDetail() }])
        }
        let columns = screen.size.width >= 56 ? 2 : 1
        var commands: [KeyCommand] = []
        if conditions.undoable != nil {
            commands.append(KeyCommand([KeyTrigger(.character("u"))], "Undo delete") { [unowned self] in
                conditions.undoDelete(); screen.setNeedsFrame()
            })
        }
        // The arrows that lead somewhere from this cell.
        var moves: [(Key, Int)] = []
        if focusedCell == 4 { moves.append((.up, columns == 2 ? 2 : 3)) } else if focusedCell - columns >= 0 { moves.append((.up, focusedCell - columns)) }
        if focusedCell < 4 { moves.append((.down, min(4, focusedCell + columns))) }
        if columns == 2 && focusedCell < 4 && focusedCell % 2 == 1 { moves.append((.left, focusedCell - 1)) }
        if columns == 2 && focusedCell < 4 && focusedCell % 2 == 0 { moves.append((.right, focusedCell + 1)) }
        if !moves.isEmpty {
            commands.append(KeyCommand(moves.map { KeyTrigger($0.0) }, "Cells") { [unowned self] key in
                if let target = moves.first(where: { $0.0 == key.key })?.1 { focusCell(target) }
                return true
            })
        }
        switch focusedCell {
        case 0: commands.append(KeyCommand([KeyTrigger(.enter)], "Details") { [unowned self] in pushDetail() })
        case 2: commands.append(KeyCommand([KeyTrigger(.space)], "Pin") { [unowned self] in restingCell.isSelected.toggle() })
        case 3: commands.append(KeyCommand([KeyTrigger(.space)], "Pin") { [unowned self] in sleepCell.isSelected.toggle() })
        default: break
        }
        commands.append(KeyCommand([KeyTrigger(.character("a"))], "Add condition") { [unowned self] in
            conditions.focusedText = conditions.add()
            focusCell(4)
        })
        commands.append(KeyCommand([KeyTrigger(.tab)], "Next cell or row", inFooter: false) { [unowned self] in tab(forward: true) })
        commands.append(KeyCommand([KeyTrigger(.backTab)], "Previous cell or row", inFooter: false) { [unowned self] in tab(forward: false) })
        commands.append(KeyCommand([KeyTrigger(.escape)], exitTitle, inFooter: false) { [unowned self] in screen.onRequest?(.leaveRoot) })
        return KeyMap(commands)
    }

    /// Tab and Shift-Tab: every cell, then the list's rows one by one, then round again.
    private func tab(forward: Bool) {
        if focusedCell == 4, let list = conditionsCell.window.hosted?.host, list.dispatchKey(KeyPress(forward ? .down : .up)) { return }
        focusCell((focusedCell + (forward ? 1 : 4)) % 5)
    }

    private func drawOverlay(_ ctx: inout WindowContext) {
        let w = ctx.bounds.width, row = ctx.bounds.height - 1
        guard row > 0 else { return }
        let bar = Style(foreground: theme.barForeground, background: theme.barBackground)
        ctx.fill(Rect(x: 0, y: row, width: w, height: 1), style: bar)
        var x = 1
        if let message = storeMessages?.text {
            // A failed save or a notice about the state file, before the keys; `? Help` stays.
            let shown = TextLayout.truncate("⚠ " + message, width: max(0, w - 12), mode: .tail)
            ctx.text(shown, at: Point(x: 1, y: row), style: bar.with(.bold))
            x += DisplayWidth.width(of: shown) + 2
        }
        // The last binding's two trailing spaces may fall off the edge here: two more columns.
        for b in KeyBinding.fitting(footerBindings, keeping: [KeyBinding("?", "Help"), KeyBinding("F1", "Help")] + (showHelp ? [KeyBinding("Esc", "")] : []), width: w + 3 - x) {
            let piece = b.keys + " " + b.title
            let pw = DisplayWidth.width(of: piece)
            if x + pw > w { break }
            ctx.text(b.keys, at: Point(x: x, y: row), style: bar.with(.bold))
            ctx.text(b.title, at: Point(x: x + DisplayWidth.width(of: b.keys) + 1, y: row), style: bar)
            x += pw + 2
        }
        if showHelp { drawHelp(&ctx) }
    }

    private func drawHelp(_ ctx: inout WindowContext) {
        let area = Rect(x: 0, y: 0, width: ctx.bounds.width, height: max(0, ctx.bounds.height - 1))
        helpScrollLimit = HelpOverlay.draw(&ctx.canvas, keyChain.bindings, first: helpScroll, in: area)
    }

    // MARK: Keys

    func focusCell(_ index: Int) {
        focusedCell = max(0, min(4, index))
        for (i, cell) in [heartCell, restingCell, sleepCell, conditionsCell].enumerated() {
            cell.isFocused = [0, 2, 3, 4][i] == focusedCell
        }
        screen.makeKey(cellWindows[focusedCell])
        screen.setNeedsFrame()
    }

    public func pushDetail() {
        isDetailPushed = true
        detailController.window.isHidden = false
        screen.makeKey(detailController.window)
    }

    public func popDetail() {
        isDetailPushed = false
        detailController.window.isHidden = true
        focusCell(focusedCell)
    }

    private func handleProgramKey(_ key: KeyPress) -> Bool {
        if showHelp {
            if let first = HelpOverlay.scroll(helpScroll, by: key, limit: helpScrollLimit, page: screen.size.height - 6) {
                helpScroll = first
            } else {
                showHelp = false
            }
            screen.setNeedsFrame()
            return true
        }
        if key == KeyPress(.character("?")) || key == KeyPress(.function(1)) {
            showHelp = true; helpScroll = 0; screen.setNeedsFrame(); return true
        }
        return programKeyMap.handle(key)
    }

    // MARK: FrameProducer

    public var needsFrame: Bool { screen.needsFrame }
    /// A text field's cursor; in screen-reader mode, else the focused cell's first cell.
    public var cursor: Point? {
        if let point = screen.cursor { return point }
        guard screenReaderMode else { return nil }
        let window = isDetailPushed ? detailController.window : cellWindows[focusedCell]
        return window.frame.isEmpty ? nil : window.frame.origin
    }
    let screenReaderMode: Bool
    public var onNeedsFrame: (@MainActor () -> Void)? {
        get { screen.onNeedsFrame } set { screen.onNeedsFrame = newValue }
    }
    public var onRequest: (@MainActor (HostRequest) -> Void)? {
        get { screen.onRequest } set { screen.onRequest = newValue }
    }
    public func render(size: Size) -> ScreenBuffer { screen.render(size: size) }
    public var appearsActive: Bool {
        get { screen.appearsActive } set { screen.appearsActive = newValue }
    }
    public var scenePhase: ScenePhase {
        get { screen.scenePhase } set { screen.scenePhase = newValue }
    }
    public func handle(_ event: Event) {
        if case .key = event { storeMessages?.keyPressed() }
        screen.handle(event)
        let records = conditions.items.map(\.record)
        if records != savedRecords { savedRecords = records; conditions.save() }
        offerUndoForAWhile()
    }

    /// How long `u` can bring a deleted condition back.
    static let undoWindow: Duration = .seconds(6)
    private var undoOffered: String?
    private var undoExpiry: TimerToken?

    /// A delete (by `d` or a swipe action) is offered for undo in the footer for a few seconds.
    private func offerUndoForAWhile() {
        let id = conditions.undoable?.condition.id
        guard id != undoOffered else { return }
        undoOffered = id
        undoExpiry?.cancel()
        guard id != nil else { return }
        undoExpiry = clock.schedule(after: Self.undoWindow) { [weak self] in
            guard let self else { return }
            self.conditions.forgetUndo()
            self.undoOffered = nil
            self.screen.setNeedsFrame()
        }
        screen.setNeedsFrame()
    }
}
