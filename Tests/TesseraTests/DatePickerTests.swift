import Foundation
import Testing
import TesseraTesting

// `DatePicker` written as SwiftUI code writes it, driven from the keyboard.

@MainActor
private final class Picked {
    var date: Date
    init(_ date: Date) { self.date = date }
    var binding: Binding<Date> { Binding(get: { self.date }, set: { self.date = $0 }) }
}

private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}

private let size = Size(width: 50, height: 4)

@MainActor
@Suite struct DatePickerTests {
    @Test func upAndDownChangeTheChosenFieldAndLeftAndRightChooseIt() {
        let picked = Picked(date(2026, 11, 27, 14, 5))
        let pilot = Pilot(DatePicker("Departure", selection: picked.binding), size: size)
        let month = Calendar.current.shortMonthSymbols[10]
        #expect(pilot.text.contains("Departure  27 \(month) 2026  14:05"))
        #expect(pilot.text.contains("↑↓ Change"))
        pilot.press(.up)                               // the day
        #expect(picked.date == date(2026, 11, 28, 14, 5))
        pilot.press(.right)
        pilot.press(.right)
        pilot.press(.down)                             // the year
        #expect(picked.date == date(2025, 11, 28, 14, 5))
        pilot.press(.right, times: 2)
        pilot.press(.up, times: 3)                     // the minute
        #expect(picked.date == date(2025, 11, 28, 14, 8))
        let shown = Pilot(DatePicker("Departure", selection: picked.binding), size: size)
        #expect(shown.text.contains("Departure  28 \(month) 2025  14:08"))
    }

    @Test func theDisplayedComponentsAreTheOnlyFields() {
        let picked = Picked(date(2026, 1, 31, 9, 30))
        let pilot = Pilot(VStack {
            DatePicker("Day", selection: picked.binding, displayedComponents: .date)
        }, size: size)
        #expect(pilot.text.contains("Day  31 \(Calendar.current.shortMonthSymbols[0]) 2026"))
        #expect(!pilot.text.contains("09:30"))
        pilot.press(.right)
        pilot.press(.up)                               // the month: 31 January becomes 28 February
        #expect(picked.date == date(2026, 2, 28, 9, 30))
        let time = Pilot(DatePicker("Alarm", selection: picked.binding, displayedComponents: .hourAndMinute), size: size)
        #expect(time.text.contains("Alarm  09:30"))
        time.press(.down)
        #expect(picked.date == date(2026, 2, 28, 8, 30))
    }

    @Test func theRangeHoldsTheDate() {
        let start = date(2026, 11, 27)
        let picked = Picked(start)
        let pilot = Pilot(DatePicker("From", selection: picked.binding, in: start..., displayedComponents: .date), size: size)
        pilot.press(.down)
        #expect(picked.date == start)
        pilot.press(.up, times: 2)
        #expect(picked.date == date(2026, 11, 29))
        let end = date(2026, 12, 1)
        let through = Pilot(DatePicker("Until", selection: picked.binding, in: start...end, displayedComponents: .date)
            .datePickerStyle(.graphical), size: size)
        through.press(.right)
        through.press(.up)                             // a month on would pass the end: it stops there
        #expect(picked.date == end)
    }

    @Test func aDatePickerInAFormTakesTheTitleColumn() {
        let picked = Picked(date(2026, 11, 27, 14, 5))
        let pilot = Pilot(Form { DatePicker("Leave", selection: picked.binding) }, size: size)
        let line = pilot.text.split(separator: "\n").first { $0.contains("Leave") }.map(String.init) ?? ""
        #expect(line.contains("27 "))
        #expect(line.distance(from: line.startIndex, to: line.firstIndex(of: "2")!) >= 11)
        let hidden = Pilot(DatePicker("Hidden", selection: picked.binding).labelsHidden(), size: size).text
        #expect(hidden.contains("27 "))
        #expect(!hidden.contains("Hidden"))
    }
}
