import Tessera

/// What the decoder made of the terminal's bytes: an event, a request for the backend to ask
/// ncurses for more (only from `decodeSingle`), or a focus change.
public enum DecodedInput: Hashable, Sendable {
    /// An event for the app.
    case event(Event)
    /// A curses mouse report is waiting: the caller reads it with `getmouse` (`decodeSingle`).
    case mouse
    /// Curses reported a resize: the caller reads the new size (`decodeSingle`).
    case resize
    /// The terminal window gained (true) or lost (false) focus: `CSI I` / `CSI O` (mode 1004).
    case focus(Bool)
}

/// Turns the bytes a terminal sends into events: keys (plain, xterm's modified keys, kitty's
/// `CSI … u`), mouse reports (SGR and the older X10 form), focus reports and bracketed pastes.
///
/// A pure state machine, free of curses: it is fed bytes as they are read, each read with the
/// time it arrived, and keeps what a read leaves unfinished (a sequence, a UTF-8 character, a
/// paste's end marker cut anywhere) for the next one. Time decides what bytes alone cannot:
/// an Esc followed by a key within `Timeouts.escape` is Alt with that key, later it is Esc and
/// then the key; a sequence left unfinished longer than `Timeouts.sequence` is dropped, never
/// typed (and the rest of it, if it comes in the next read, still makes its key); a paste that
/// hears nothing for `Timeouts.paste` ends with what it has. A Ctrl-C read on its own after a
/// pause ends a paste too, so Ctrl-C always reaches the app. Bytes that are not UTF-8 become
/// U+FFFD, one for each bad byte, and never take the byte after them along.
///
/// The caller asks `deadline` when it should call `expire(at:)` if nothing else is read.
public struct InputDecoder: Sendable {
    /// How long the decoder waits for the rest of something before deciding without it.
    public struct Timeouts: Hashable, Sendable {
        /// An Esc with nothing after it for this long is the Esc key.
        public var escape: Duration
        /// A sequence or UTF-8 character left unfinished this long is dropped (the character
        /// becomes U+FFFD).
        public var sequence: Duration
        /// A paste that has heard nothing this long ends with what it has.
        public var paste: Duration
        /// The next read after a sequence was dropped may still finish it within this.
        public var lateRest: Duration

        /// The given waits; by default 50 ms for Esc, 250 ms for a sequence, 3 s for a paste,
        /// 1 s for the rest of a dropped sequence.
        public init(escape: Duration = .milliseconds(50), sequence: Duration = .milliseconds(250),
                    paste: Duration = .seconds(3), lateRest: Duration = .seconds(1)) {
            self.escape = escape; self.sequence = sequence; self.paste = paste; self.lateRest = lateRest
        }
    }

    /// The waits in use.
    public var timeouts: Timeouts

    /// Bytes of something not finished at the end of the last read: a sequence (starting with
    /// Esc), a UTF-8 character, or inside a paste a prefix of its end marker.
    private var pending: [UInt8] = []
    /// When the last byte of `pending` (or of the paste) arrived.
    private var lastByteTime: Duration = .zero
    /// The text of a paste that has begun and not ended; nil outside a paste.
    private var paste: String.UnicodeScalarView?
    /// A sequence dropped (or an Esc delivered) for want of its rest, and when: the next read
    /// may still finish it.
    private var cutOff: (bytes: [UInt8], time: Duration)?
    /// The mouse button held down, so that motion is a drag and a release names its button.
    private var heldButton: MouseEvent.Button?

    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// The longest sequence kept; a longer one is dropped as it goes.
    private static let longestSequence = 4096

    /// A decoder outside any paste, with the given waits.
    public init(timeouts: Timeouts = Timeouts()) { self.timeouts = timeouts }

    /// True while a paste has begun but its end marker has not arrived.
    public var isInsidePaste: Bool { paste != nil }

    /// True while bytes of something unfinished are kept.
    public var hasPendingBytes: Bool { !pending.isEmpty }

    /// When `expire(at:)` should be called if nothing more is read; nil when nothing waits.
    public var deadline: Duration? {
        if paste != nil { return lastByteTime + timeouts.paste }
        guard !pending.isEmpty else { return nil }
        return lastByteTime + (pending == [0x1B] ? timeouts.escape : timeouts.sequence)
    }

    /// Decides what waited past its deadline, `now` being the time on the same clock as the
    /// reads' times: a lone Esc becomes the Esc key, an unfinished sequence is dropped, a
    /// UTF-8 character cut off becomes U+FFFD, a quiet paste ends.
    public mutating func expire(at now: Duration) -> [DecodedInput] {
        guard let deadline, now >= deadline else { return [] }
        var output: [DecodedInput] = []
        if paste != nil {
            appendPasteText([], force: true)
            endPaste(into: &output)
            return output
        }
        let bytes = pending
        pending = []
        if bytes.first == 0x1B {
            switch bytes.count {
            case 1: output.append(.event(.key(KeyPress(.escape))))
            case 2 where bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O"):
                output.append(.event(.key(KeyPress(.character(Character(Unicode.Scalar(bytes[1]))), modifiers: .option))))
            default: break  // a sequence cut off: dropped, never typed
            }
            cutOff = (bytes, lastByteTime)
        } else {
            output.append(.event(.key(KeyPress(.character("\u{FFFD}")))))
        }
        return output
    }

    /// Decodes one read's `bytes`, which arrived at `time` (a monotonic clock, the same one
    /// for every call). What waited past its deadline before `time` is decided first.
    // Specialized here for the terminal's reads: a caller in another module would otherwise run
    // the generic body, whose first `append(contentsOf:)` has the runtime search every
    // conformance for the collection's.
    @_specialize(exported: true, where Bytes == ArraySlice<UInt8>)
    @_specialize(exported: true, where Bytes == [UInt8])
    public mutating func feed<Bytes: Collection>(_ bytes: Bytes, at time: Duration) -> [DecodedInput] where Bytes.Element == UInt8 {
        var output = expire(at: time)
        var buffer = pending
        buffer.append(contentsOf: bytes)
        pending = []
        var index = 0
        if let cut = cutOff {
            cutOff = nil
            if paste == nil, time - cut.time <= timeouts.lateRest {
                index = lateRest(of: cut.bytes, in: buffer, into: &output)
            }
        }
        if paste != nil, ctrlCAfterPause(Array(bytes), at: time) {
            appendPasteText(Array(buffer.prefix(buffer.count - bytes.count)), force: true)
            endPaste(into: &output)
            output.append(.event(.key(.ctrlC)))
            lastByteTime = time
            return output
        }
        while index < buffer.count {
            if paste != nil {
                index = consumePaste(buffer, from: index, into: &output)
            } else {
                index = consumeKey(buffer, from: index, into: &output)
            }
        }
        lastByteTime = time
        return output
    }

    // MARK: Keys

    /// Decodes the key or sequence at `index`; returns the index after it. Something cut off
    /// by the end of the read goes to `pending`.
    private mutating func consumeKey(_ buffer: [UInt8], from index: Int, into output: inout [DecodedInput]) -> Int {
        let byte = buffer[index]
        if byte == 0x1B {
            switch Self.scanSequence(buffer, at: index) {
            case .incomplete:
                if buffer.count - index > Self.longestSequence { return buffer.count }
                pending = Array(buffer[index...])
                return buffer.count
            case .complete(let end):
                decodeSequence(buffer[index..<end], into: &output)
                return end
            case .malformed(let end):
                return end  // dropped; the byte that broke it is read again
            case .notASequence:
                // Esc and a key read together: Alt with that key. Esc Esc is Esc, and Esc
                // before Ctrl-C is Esc and Ctrl-C, so that Ctrl-C always quits.
                let next = buffer[index + 1]
                if next == 0x1B || next == 0x03 {
                    output.append(.event(.key(KeyPress(.escape))))
                    return index + 1
                }
                switch Self.scanCharacter(buffer, at: index + 1) {
                case .incomplete:
                    pending = Array(buffer[index...])
                    return buffer.count
                case .character(let scalar, let end):
                    if var press = Self.keyPress(for: scalar) {
                        press.modifiers.insert(.option)
                        output.append(.event(.key(press)))
                    }
                    return end
                }
            }
        }
        switch Self.scanCharacter(buffer, at: index) {
        case .incomplete:
            pending = Array(buffer[index...])
            return buffer.count
        case .character(let scalar, let end):
            if let press = Self.keyPress(for: scalar) { output.append(.event(.key(press))) }
            return end
        }
    }

    /// After a sequence was dropped (or a lone Esc delivered) for want of its rest: when the
    /// bytes read next finish it, they are that sequence, not text. Returns where reading goes on.
    private mutating func lateRest(of cut: [UInt8], in buffer: [UInt8], into output: inout [DecodedInput]) -> Int {
        guard let first = buffer.first else { return 0 }
        // After a lone Esc, only a sequence's introducer continues it; anything else is a key
        // typed after Esc.
        if cut == [0x1B], !"[O]P_".utf8.contains(first) { return 0 }
        // An X10 mouse report's three bytes can be anything: a late one would swallow keys.
        if cut.starts(with: [0x1B, UInt8(ascii: "["), UInt8(ascii: "M")]) { return 0 }
        let joined = cut + buffer
        guard case .complete(let end) = Self.scanSequence(joined, at: 0), end > cut.count else { return 0 }
        var decoded: [DecodedInput] = []
        decodeSequence(joined[0..<end], into: &decoded)
        output += decoded
        return end - cut.count
    }

    /// A read of Ctrl-C alone (a byte, or kitty's form) after the paste heard nothing for a
    /// while: the user pressing Ctrl-C, not part of the paste.
    private func ctrlCAfterPause(_ buffer: [UInt8], at time: Duration) -> Bool {
        guard time - lastByteTime >= timeouts.sequence else { return false }
        return buffer == [0x03] || buffer == Array("\u{1B}[99;5u".utf8)
    }

    /// The key a decoded character stands for: control bytes as Ctrl-letters, Enter, Tab,
    /// Backspace; nil for C1 controls, which carry nothing to type.
    package static func keyPress(for scalar: Unicode.Scalar) -> KeyPress? {
        let value = scalar.value
        switch value {
        case 9: return KeyPress(.tab)
        case 10, 13: return KeyPress(.enter)
        case 8, 127: return KeyPress(.backspace)
        case 27: return KeyPress(.escape)
        case 0: return KeyPress(.space, modifiers: .control)
        case 1...26: return KeyPress(.character(Character(Unicode.Scalar(UInt8(value) + 96))), modifiers: .control)
        case 28...31: return KeyPress(.character(Character(Unicode.Scalar(UInt8(value) + 64))), modifiers: .control)
        case 0x80...0x9F: return nil
        default: return KeyPress(.character(Character(scalar)))
        }
    }

    // MARK: UTF-8

    enum CharacterScan: Equatable {
        /// A character (U+FFFD for a bad byte) and the index after it.
        case character(Unicode.Scalar, Int)
        /// The read ends inside a character.
        case incomplete
    }

    /// The UTF-8 character at `index`. A byte that cannot begin or continue one is U+FFFD on
    /// its own; a character broken off by a byte that does not continue it is U+FFFD, and that
    /// byte is read next.
    static func scanCharacter(_ buffer: [UInt8], at index: Int) -> CharacterScan {
        let lead = buffer[index]
        if lead < 0x80 { return .character(Unicode.Scalar(lead), index + 1) }
        let length: Int, initial: UInt32, lowest: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; initial = UInt32(lead & 0x1F); lowest = 0x80
        case 0xE0...0xEF: length = 3; initial = UInt32(lead & 0x0F); lowest = 0x800
        case 0xF0...0xF4: length = 4; initial = UInt32(lead & 0x07); lowest = 0x10000
        default: return .character("\u{FFFD}", index + 1)
        }
        var value = initial
        var position = index + 1
        while position < index + length {
            guard position < buffer.count else { return .incomplete }
            let byte = buffer[position]
            guard byte & 0xC0 == 0x80 else { return .character("\u{FFFD}", position) }
            value = value << 6 | UInt32(byte & 0x3F)
            position += 1
        }
        guard value >= lowest, let scalar = Unicode.Scalar(value) else { return .character("\u{FFFD}", position) }
        return .character(scalar, position)
    }

    // MARK: Sequences

    enum SequenceScan: Equatable {
        /// A whole sequence ends before this index.
        case complete(Int)
        /// The read ends inside a sequence.
        case incomplete
        /// Not a sequence, broken at this index: what came before is dropped.
        case malformed(Int)
        /// Esc followed by something that starts no sequence: Alt with a key.
        case notASequence
    }

    /// Where the sequence starting with the Esc at `index` ends: CSI (`Esc [`, parameters,
    /// intermediates, a final byte; `Esc [ M` and three bytes for an X10 mouse report), SS3
    /// (`Esc O`, digits, a final byte), or a string (OSC `Esc ]`, DCS `Esc P`, APC `Esc _`, PM
    /// `Esc ^`, SOS `Esc X`, up to BEL or `Esc \`).
    static func scanSequence(_ buffer: [UInt8], at index: Int) -> SequenceScan {
        var i = index + 1
        guard i < buffer.count else { return .incomplete }
        switch buffer[i] {
        case UInt8(ascii: "["):
            i += 1
            guard i < buffer.count else { return .incomplete }
            if buffer[i] == UInt8(ascii: "M") {
                return buffer.count >= i + 4 ? .complete(i + 4) : .incomplete
            }
            while i < buffer.count, (0x30...0x3F).contains(buffer[i]) { i += 1 }
            while i < buffer.count, (0x20...0x2F).contains(buffer[i]) { i += 1 }
            guard i < buffer.count else { return .incomplete }
            return (0x40...0x7E).contains(buffer[i]) ? .complete(i + 1) : .malformed(i)
        case UInt8(ascii: "O"):
            i += 1
            while i < buffer.count, (0x30...0x3B).contains(buffer[i]) { i += 1 }
            guard i < buffer.count else { return .incomplete }
            return (0x40...0x7E).contains(buffer[i]) ? .complete(i + 1) : .malformed(i)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            i += 1
            while i < buffer.count {
                if buffer[i] == 0x07 { return .complete(i + 1) }
                if buffer[i] == 0x1B {
                    guard i + 1 < buffer.count else { return .incomplete }
                    return buffer[i + 1] == UInt8(ascii: "\\") ? .complete(i + 2) : .malformed(i)
                }
                i += 1
            }
            return .incomplete
        default:
            return .notASequence
        }
    }

    /// Delivers what a whole sequence means: a key, a mouse report, a focus report, the start
    /// of a paste, or nothing (a reply or a sequence not known: dropped whole).
    private mutating func decodeSequence(_ sequence: ArraySlice<UInt8>, into output: inout [DecodedInput]) {
        let bytes = Array(sequence)
        guard bytes.count >= 3 else { return }
        if bytes[1] == UInt8(ascii: "O") {
            let parameters = String(decoding: bytes[2..<(bytes.count - 1)], as: UTF8.self)
            if let key = Self.ss3Key(parameters: parameters, final: bytes[bytes.count - 1]) { output.append(.event(.key(key))) }
            return
        }
        guard bytes[1] == UInt8(ascii: "[") else { return }
        if bytes[2] == UInt8(ascii: "M"), bytes.count == 6 {
            let event = mouseEvent(code: Int(bytes[3]) - 32, x: Int(bytes[4]) - 33, y: Int(bytes[5]) - 33, released: false)
            if let event { output.append(.event(.mouse(event))) }
            return
        }
        if bytes == Self.pasteStart {
            paste = String.UnicodeScalarView()
            return
        }
        let final = bytes[bytes.count - 1]
        let parameters = String(decoding: bytes[2..<(bytes.count - 1)], as: UTF8.self)
        if parameters.isEmpty, final == UInt8(ascii: "I") || final == UInt8(ascii: "O") {
            output.append(.focus(final == UInt8(ascii: "I")))
            return
        }
        if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            let numbers = parameters.dropFirst().split(separator: ";").map { Int($0) }
            guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2] else { return }
            if let event = mouseEvent(code: code, x: x - 1, y: y - 1, released: final == UInt8(ascii: "m")) {
                output.append(.event(.mouse(event)))
            }
            return
        }
        if let key = Self.csiKey(parameters: parameters, final: UInt32(final)) { output.append(.event(.key(key))) }
    }

    /// A mouse report's meaning: the low two bits name the button (3: none, a release in the
    /// X10 form), 4 Shift, 8 Alt, 16 Ctrl, 32 motion, 64 the wheel.
    private mutating func mouseEvent(code: Int, x: Int, y: Int, released: Bool) -> MouseEvent? {
        guard code >= 0, x >= 0, y >= 0 else { return nil }
        var modifiers: KeyPress.Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.option) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let position = Point(x: x, y: y)
        if code & 64 != 0 {
            switch code & 3 {
            case 0: return MouseEvent(.scrollUp, button: .none, at: position, modifiers: modifiers)
            case 1: return MouseEvent(.scrollDown, button: .none, at: position, modifiers: modifiers)
            default: return nil
            }
        }
        let buttons: [MouseEvent.Button] = [.left, .middle, .right]
        let button = code & 3 == 3 ? nil : buttons[code & 3]
        if code & 32 != 0 {
            if let held = heldButton ?? button { return MouseEvent(.drag, button: held, at: position, modifiers: modifiers) }
            return MouseEvent(.move, button: .none, at: position, modifiers: modifiers)
        }
        if released || button == nil {
            let released = button ?? heldButton ?? .left
            heldButton = nil
            return MouseEvent(.release, button: released, at: position, modifiers: modifiers)
        }
        heldButton = button
        return MouseEvent(.press, button: button!, at: position, modifiers: modifiers)
    }

    /// The key an SS3 sequence stands for (`Esc O A`: an arrow in application mode; `Esc O P`:
    /// F1; the keypad in application mode; a modifier number before the final byte).
    static func ss3Key(parameters: String, final: UInt8) -> KeyPress? {
        let keys: [UInt8: Key] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end, 0x4D: .enter,
                                  0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4),
                                  0x6A: .character("*"), 0x6B: .character("+"), 0x6C: .character(","), 0x6D: .character("-"),
                                  0x6E: .character("."), 0x6F: .character("/"), 0x58: .character("=")]
        var key = keys[final]
        if key == nil, (0x70...0x79).contains(final) { key = .character(Character(String(final - 0x70))) }
        guard let key else { return nil }
        return KeyPress(key, modifiers: modifiers(Int(parameters.split(separator: ";").last ?? "")))
    }

    /// xterm's modifier parameter: 1 + (Shift 1, Alt 2, Ctrl 4).
    private static func modifiers(_ parameter: Int?) -> KeyPress.Modifiers {
        var modifiers: KeyPress.Modifiers = []
        guard let parameter, parameter > 1 else { return modifiers }
        let bits = parameter - 1
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.option) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The key a CSI sequence stands for: kitty's `CSI code ; modifiers u`, xterm's
    /// `CSI 1 ; modifiers A` arrows and `CSI n ~` editing keys; nil for anything else.
    static func csiKey(parameters: String, final: UInt32) -> KeyPress? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        let numbers = fields.map { Int($0.split(separator: ":").first ?? "") }
        var modifiers = numbers.count > 1 ? Self.modifiers(numbers[1]) : []
        let first = numbers.first ?? nil
        switch final {
        case 0x75: // u: a kitty key by its Unicode code point
            guard let code = first else { return nil }
            let key: Key
            switch code {
            case 13: key = .enter
            case 9: key = modifiers.contains(.shift) ? .backTab : .tab
            case 27: key = .escape
            case 127, 8: key = .backspace
            case 0xE000...0xF8FF:
                // Kitty's functional keys (keypad, media, modifiers) use private-use code
                // points: the keypad ones mean their key; the rest are dropped, never typed.
                guard let keypad = kittyKeypad[code] else { return nil }
                key = keypad
            default:
                guard code >= 32, let scalar = Unicode.Scalar(code), !(0x80...0x9F).contains(code) else { return nil }
                key = .character(Character(scalar))
            }
            if key == .backTab { modifiers.remove(.shift) }
            return KeyPress(key, modifiers: modifiers)
        case 0x41: return KeyPress(.up, modifiers: modifiers)
        case 0x42: return KeyPress(.down, modifiers: modifiers)
        case 0x43: return KeyPress(.right, modifiers: modifiers)
        case 0x44: return KeyPress(.left, modifiers: modifiers)
        case 0x48: return KeyPress(.home, modifiers: modifiers)
        case 0x46: return KeyPress(.end, modifiers: modifiers)
        case 0x5A: return KeyPress(.backTab)
        case 0x50...0x53: return KeyPress(.function(Int(final) - 0x50 + 1), modifiers: modifiers)  // P Q R S: F1–F4
        case 0x7E: // ~
            let keys: [Int: Key] = [1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
                                    11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5), 17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9),
                                    21: .function(10), 23: .function(11), 24: .function(12)]
            return first.flatMap { keys[$0] }.map { KeyPress($0, modifiers: modifiers) }
        default:
            return nil
        }
    }

    /// Kitty's keypad keys, by their private-use code points.
    private static let kittyKeypad: [Int: Key] = {
        var keys: [Int: Key] = [57409: .character("."), 57410: .character("/"), 57411: .character("*"),
                                57412: .character("-"), 57413: .character("+"), 57414: .enter, 57415: .character("="),
                                57417: .left, 57418: .right, 57419: .up, 57420: .down, 57421: .pageUp,
                                57422: .pageDown, 57423: .home, 57424: .end, 57425: .insert, 57426: .delete]
        for digit in 0...9 { keys[57399 + digit] = .character(Character(String(digit))) }
        return keys
    }()

    // MARK: Pastes

    /// Reads paste text from `index` up to the end marker or the end of the read; a prefix of
    /// the marker or of a UTF-8 character at the end waits in `pending`.
    private mutating func consumePaste(_ buffer: [UInt8], from start: Int, into output: inout [DecodedInput]) -> Int {
        var index = start
        while index < buffer.count {
            guard buffer[index] == 0x1B else { index += 1; continue }
            let available = min(Self.pasteEnd.count, buffer.count - index)
            guard buffer[index..<(index + available)].elementsEqual(Self.pasteEnd[0..<available]) else { index += 1; continue }
            if available < Self.pasteEnd.count {
                appendPasteText(Array(buffer[start..<index]), force: false)
                pending += buffer[index...]
                return buffer.count
            }
            appendPasteText(Array(buffer[start..<index]), force: true)
            endPaste(into: &output)
            return index + Self.pasteEnd.count
        }
        appendPasteText(Array(buffer[start..<index]), force: false)
        return index
    }

    /// Adds bytes to the paste's text: CR and CR LF become LF; a UTF-8 character cut off at
    /// the end waits in `pending` unless `force` (then it is U+FFFD).
    private mutating func appendPasteText(_ bytes: [UInt8], force: Bool) {
        let all = pending + bytes
        pending = []
        guard paste != nil, !all.isEmpty else { return }
        var index = 0
        var text = String.UnicodeScalarView()
        while index < all.count {
            switch Self.scanCharacter(all, at: index) {
            case .incomplete:
                if force {
                    text.append("\u{FFFD}")
                } else {
                    pending = Array(all[index...])
                }
                index = all.count
            case .character(let scalar, let end):
                if scalar == "\n", text.last == "\r" || (text.isEmpty && paste?.last == "\r") {
                    // the CR already became a LF
                } else {
                    text.append(scalar)
                }
                index = end
            }
        }
        paste?.append(contentsOf: text)
    }

    private mutating func endPaste(into output: inout [DecodedInput]) {
        guard let text = paste else { return }
        paste = nil
        var normalised = String.UnicodeScalarView()
        for scalar in text { normalised.append(scalar == "\r" ? "\n" : scalar) }
        output.append(.event(.paste(String(normalised))))
    }
}
