import Testing
import TesseraTesting

// Names SwiftUI apps use, written as SwiftUI files write them: this file compiling is the
// signature test; the tests below check what each one does.

private struct Reading: Identifiable { let id: Int; var label: String; var value: Double }

/// A small screen written the iOS 13–14 way.
private struct LegacyScreen: View {
    @State private var readings = [Reading(id: 1, label: "Pressure", value: 1013.25)]
    @State private var name = ""
    @State private var lastSeen = ""
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Readings")) {
                    ForEach(readings) { reading in
                        Text("\(reading.label): \(reading.value, specifier: "%.1f") hPa")
                    }
                }
                TextField("Name", text: $name)
                    .keyboardType(.default)
                    .textContentType(.name)
                    .autocorrectionDisabled()
                    .textInputAutocapitalization(.words)
                Text(scenePhase == .active ? "Active" : "Away")
                Text("Seen: \(lastSeen)").help("The last name typed")
            }
            .onChange(of: name) { newValue in lastSeen = newValue }
            .navigationBarTitle("Weather", displayMode: .inline)
            .navigationBarTitleDisplayMode(.inline)
            .navigationBarBackButtonHidden(true)
            .toolbar {
                ToolbarItemGroup(placement: .navigationBarTrailing) { Button("Refresh") {} }
                ToolbarItem(placement: .navigationBarLeading) { Button("Edit") {} }
            }
        }
    }
}

private struct LegacyScreen_Previews: PreviewProvider {
    static var previews: some View {
        LegacyScreen()
            .previewLayout(.fixed(width: 320, height: 200))
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Weather")
            .previewDevice("iPhone 15")
    }
}

/// A ring of `progress`, as a timer app draws one.
private struct Ring: View {
    var progress: CGFloat
    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 8)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        }
        .frame(width: 8, height: 4)
    }
}

@MainActor
@Suite struct SwiftUINamesTests {
    @Test func previewsAreViewsATestCanDraw() {
        let pilot = Pilot(LegacyScreen_Previews.previews, size: Size(width: 50, height: 16))
        #expect(pilot.text.contains("Weather"))
        #expect(pilot.text.contains("Pressure: 1013.2 hPa") || pilot.text.contains("Pressure: 1013.3 hPa"))
        #expect(pilot.text.contains("READINGS"))
        #expect(pilot.text.contains("Active"))
        #expect(pilot.text.contains("Refresh") && pilot.text.contains("Edit"))
    }

    @Test func theOneArgumentOnChangeGetsTheNewValue() {
        let pilot = Pilot(LegacyScreen(), size: Size(width: 50, height: 16))
        pilot.click("Name")
        pilot.type("Ada")
        #expect(pilot.text.contains("Seen: Ada"))
    }

    @Test func colorsByComponentsHueAndName() {
        #expect(Color(red: 1, green: 0.5, blue: 0) == .rgb(255, 128, 0))
        #expect(Color(red: 2, green: -1, blue: 0) == .rgb(255, 0, 0))
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == .rgb(255, 0, 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == .rgb(0, 255, 0))
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5) == .rgb(128, 128, 128))
        #expect(Color(white: 1) == .rgb(255, 255, 255))
        #expect(Color.rgb(200, 100, 50).opacity(0.5) == .rgb(100, 50, 25))
        #expect(Color.primary.opacity(0.5) == .primary)
        Color.register(.rgb(1, 2, 3), named: "Brand")
        #expect(Color("Brand") == .rgb(1, 2, 3))
        #expect(Color("Never registered") == .primary)
    }

    @Test func textInterpolationsAndFormats() {
        #expect(Pilot(Text("\(3.14159, specifier: "%.2f")"), size: Size(width: 10, height: 1)).text.trimmingCharacters(in: .whitespaces).hasPrefix("3.14"))
        #expect(Pilot(Text("Hello", comment: "greeting"), size: Size(width: 10, height: 1)).text.trimmingCharacters(in: .whitespaces).hasPrefix("Hello"))
        #expect(Pilot(Text(42, format: .number), size: Size(width: 10, height: 1)).text.trimmingCharacters(in: .whitespaces).hasPrefix("42"))
    }

    @Test func aTrimmedCircleIsARing() {
        // A full ring: dots on the outline, none in the middle.
        let full = Pilot(Ring(progress: 1), size: Size(width: 8, height: 6)).text.components(separatedBy: "\n")
        #expect(full.count >= 4)
        #expect(full[0].contains { $0.unicodeScalars.first!.value >= 0x2801 })
        #expect(full[3].contains { $0.unicodeScalars.first!.value >= 0x2801 })
        let middle = Array(full[1])
        #expect(middle.count >= 8)
        #expect(middle[3] == " " || middle[3] == "\u{2800}")
        // A quarter ring from three o'clock turns down: the lower right quarter has the green dots,
        // the rest only the grey track.
        let ring = Pilot(Ring(progress: 0.25), size: Size(width: 8, height: 6))
        let green = (0..<4).flatMap { y in (0..<8).filter { x in ring.screen[x, y].style.foreground == Color.green }.map { ($0, y) } }
        #expect(!green.isEmpty)
        #expect(green.allSatisfy { $0.0 >= 3 && $0.1 >= 2 })
        #expect(green.contains { $0.0 == 7 } && green.contains { $0.1 == 3 })
    }

    @Test func aFilledShapeCoversItsInside() {
        let pilot = Pilot(Rectangle().fill(.blue).frame(width: 3, height: 2), size: Size(width: 3, height: 2))
        #expect(pilot.text.split(separator: "\n").map(String.init) == ["⣿⣿⣿", "⣿⣿⣿"])
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addArc(center: CGPoint(x: 10, y: 5), radius: 5, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
        }
        #expect(path.boundingRect.maxX >= 14.9 && path.boundingRect.maxY >= 9.9)
        #expect(path.trimmedPath(from: 0, to: 0.5).boundingRect.maxX <= 15.1)
    }
}

@MainActor
@Suite struct PickerStyleNameTests {
    private struct Fruit: View {
        @State var fruit = "Pear"
        var body: some View {
            Picker("Fruit", selection: $fruit) {
                Text("Apple").tag("Apple")
                Text("Pear").tag("Pear")
            }
            .pickerStyle(SegmentedPickerStyle())
        }
    }

    @Test func aStyleByItsTypeNameDrawsAsItsCase() {
        let pilot = Pilot(Fruit(), size: Size(width: 30, height: 3))
        #expect(pilot.text.contains("Apple │▸Pear"))
    }
}
