import Foundation

/// Reads the `--clock` argument: an ISO 8601 date and time with a zone (`2026-03-14T09:41:00Z`,
/// `2026-03-14T11:41:00+02:00`, `…+0200`) or a date alone (`2026-03-14`, midnight UTC).
/// Arithmetic only: Foundation's ISO 8601 formatter would load ICU's tables, several
/// megabytes of memory for one argument.
enum ISO8601 {
    static func date(from text: String) -> Date? {
        var scanner = Digits(Array(text.utf8))
        guard let year = scanner.number(4), scanner.skip("-"), let month = scanner.number(2), scanner.skip("-"),
              let day = scanner.number(2), (1...12).contains(month), (1...daysIn(month, year)).contains(day)
        else { return nil }
        let midnight = daysSinceEpoch(year, month, day) * 86_400
        if scanner.atEnd { return Date(timeIntervalSince1970: TimeInterval(midnight)) }
        guard scanner.skip("T"), let hour = scanner.number(2), scanner.skip(":"), let minute = scanner.number(2),
              scanner.skip(":"), let second = scanner.number(2), hour < 24, minute < 60, second < 60,
              let offset = zoneOffset(&scanner), scanner.atEnd
        else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(midnight + hour * 3600 + minute * 60 + second - offset))
    }

    /// `Z`, `±HH:MM` or `±HHMM`, in seconds east of UTC.
    private static func zoneOffset(_ scanner: inout Digits) -> Int? {
        if scanner.skip("Z") { return 0 }
        let sign: Int
        if scanner.skip("+") { sign = 1 } else if scanner.skip("-") { sign = -1 } else { return nil }
        guard let hours = scanner.number(2) else { return nil }
        _ = scanner.skip(":")
        guard let minutes = scanner.number(2), hours < 24, minutes < 60 else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }

    private static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    private static func daysIn(_ month: Int, _ year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar.
    private static func daysSinceEpoch(_ year: Int, _ month: Int, _ day: Int) -> Int {
        // Count years from March, so the leap day ends a year; eras are 400 years.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private struct Digits {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }

        mutating func skip(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }

        mutating func number(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }
    }
}
