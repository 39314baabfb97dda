import Foundation
import Testing
import TesseraTesting

// What the names BookClub and Scrumdinger needed draw and do: shape styles found where they are
// drawn, blend modes and shadows over what is behind, inset and type-erased shapes, scene
// padding, ShareLink copying, and Foundation's ListFormatter on Linux.

@MainActor
@Suite struct PortedStyleTests {
    private let size = Size(width: 20, height: 6)

    private func cell(_ pilot: Pilot, _ text: String) -> Cell? {
        guard let p = pilot.position(of: text) else { Issue.record("\(text) not drawn: \(pilot.text)"); return nil }
        return pilot.screen[p.x, p.y]
    }

    private func environment(_ scheme: ColorScheme) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return environment
    }

    @Test func hierarchicalStylesAreTheTextColourNearerTheBackground() {
        let pilot = Pilot(VStack {
            Text("one").foregroundStyle(.primary)
            Text("three").foregroundStyle(.tertiary)
            Text("red3").foregroundStyle(.tertiary).foregroundStyle(Color.rgb(200, 100, 0))
        }, size: size)
        #expect(cell(pilot, "one")?.style.foreground == .default)
        #expect(cell(pilot, "three")?.style.foreground == .rgb(58, 58, 58), "30 % of the default grey over black")
        #expect(cell(pilot, "red3")?.style.foreground == .rgb(60, 30, 0), "30 % of the colour given outside it")
    }

    @Test func tintAndBackgroundStylesAreFoundWhereTheyAreDrawn() {
        let pilot = Pilot(VStack {
            Text("tinted").foregroundStyle(.tint).tint(.red)
            Text("cutout").foregroundStyle(.background)
            Text("any").foregroundStyle(AnyShapeStyle(.tint))
            Text("pane").background(.ultraThinMaterial)
        }, size: Size(width: 20, height: 6))
        #expect(cell(pilot, "tinted")?.style.foreground == .red)
        #expect(cell(pilot, "cutout")?.style.foreground == .black, "the dark scheme's background")
        #expect(cell(pilot, "any")?.style.foreground == Theme.dark.accent)
        #expect(cell(pilot, "pane")?.style.background == Material.ultraThinMaterial.color(in: .dark, theme: .dark))
        let light = Pilot(Text("cutout").foregroundStyle(.background), size: size, environment: environment(.light))
        #expect(cell(light, "cutout")?.style.foreground == .brightWhite)
    }

    @Test func aShapeFilledWithAStyleTakesItsColour() {
        let pilot = Pilot(Rectangle().fill(AnyShapeStyle(.tint)).tint(.green).frame(width: 2, height: 1), size: Size(width: 2, height: 1))
        #expect(pilot.screen[0, 0].style.foreground == .green)
        #expect(pilot.screen[0, 0].character != " ")
    }

    @Test func styleOpacityAndBlendModeMixWithTheSchemesBackground() {
        let pilot = Pilot(VStack {
            Text("half").foregroundStyle(Color.rgb(200, 100, 0).opacity(0.5) as Color)
            Text("styled").foregroundStyle(AnyShapeStyle(Color.rgb(200, 100, 0)).opacity(0.5))
        }, size: size)
        #expect(cell(pilot, "styled")?.style.foreground == .rgb(100, 50, 0))
        let light = Pilot(Text("diff").foregroundStyle(Color.rgb(100, 150, 200).blendMode(.difference)), size: size, environment: environment(.light))
        #expect(cell(light, "diff")?.style.foreground == .rgb(155, 105, 55), "the difference from white")
        let shadowed = Pilot(Text("s").foregroundStyle(Color.rgb(1, 2, 3).shadow(.drop(radius: 3))), size: size)
        #expect(cell(shadowed, "s")?.style.foreground == .rgb(1, 2, 3), "a glyph casts no shadow")
    }

    @Test func aBlendModeCombinesTheViewWithTheCellsBehindIt() {
        let pilot = Pilot(VStack {
            Text("mult").foregroundStyle(Color.rgb(128, 128, 128)).blendMode(.multiply)
            Text("dodge").foregroundStyle(Color.rgb(128, 128, 128)).blendMode(.colorDodge)
            Text("plain").foregroundStyle(Color.rgb(128, 128, 128)).blendMode(.normal)
            Text("own").background(Color.rgb(200, 200, 200)).blendMode(.multiply)
        }.background(Color.rgb(0, 0, 200)), size: Size(width: 20, height: 6))
        #expect(cell(pilot, "mult")?.style.foreground == .rgb(0, 0, 100))
        #expect(cell(pilot, "mult")?.style.background == .rgb(0, 0, 200), "the text's own cells keep the blue behind")
        #expect(cell(pilot, "dodge")?.style.foreground == .rgb(0, 0, 255))
        #expect(cell(pilot, "plain")?.style.foreground == .rgb(128, 128, 128))
        #expect(cell(pilot, "own")?.style.background == .rgb(0, 0, 157), "a background of its own is blended with the blue")
        var sixteen = EnvironmentValues()
        sixteen.colorDepth = .ansi16
        let low = Pilot(Text("mult").foregroundStyle(Color.rgb(128, 128, 128)).blendMode(.multiply).background(Color.rgb(0, 0, 200)),
                        size: size, environment: sixteen)
        #expect(cell(low, "mult")?.style.foreground == .rgb(128, 128, 128), "16 colours cannot show the blend: drawn as it is")
    }

    @Test func aShadowShadesTheCellsItFallsOnOutsideTheView() {
        let pilot = Pilot(ZStack {
            Color.rgb(90, 90, 90)
            Text("box").background(Color.rgb(255, 0, 0)).shadow(color: .black, radius: 0, x: 1, y: 1)
        }, size: Size(width: 9, height: 3))
        guard let p = pilot.position(of: "box") else { Issue.record("not drawn"); return }
        #expect(pilot.screen[p.x, p.y].style.background == .rgb(255, 0, 0), "the view itself is not shaded")
        for dx in 1...3 { #expect(pilot.screen[p.x + dx, p.y + 1].style.background == .rgb(60, 60, 60)) }
        #expect(pilot.screen[p.x, p.y + 1].style.background == .rgb(90, 90, 90), "moved right by one: the first column is clear")
        #expect(pilot.screen[p.x + 3, p.y].style.background == .rgb(90, 90, 90), "moved down by one: the row beside is clear")
        let none = Pilot(ZStack { Color.rgb(90, 90, 90); Text("box").shadow(radius: 1) }, size: Size(width: 9, height: 3))
        #expect((0..<9).allSatisfy { none.screen[$0, 0].style.background == .rgb(90, 90, 90) }, "covered by the view: not seen")
    }

    @Test func anInsetShapeIsDrawnInsideItsFrame() {
        let whole = Pilot(Rectangle().stroke(Color.red).frame(width: 6, height: 3), size: Size(width: 6, height: 3))
        let inset = Pilot(Rectangle().inset(by: 2).stroke(Color.red).frame(width: 6, height: 3), size: Size(width: 6, height: 3))
        #expect(whole.screen[0, 0].character != " ")
        #expect(inset.screen[0, 0].character == " ", "two dots in: the corner cell is empty")
        #expect(inset.screen[1, 0].character != " ")
        #expect(Circle().inset(by: 1).inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
                == Circle().path(in: CGRect(x: 3, y: 3, width: 14, height: 14)), "insets add up")
    }

    @Test func anyShapeDrawsTheShapeItHides() {
        let hidden = Pilot(AnyShape(Capsule()).fill(Color.red).frame(width: 8, height: 3), size: Size(width: 8, height: 3))
        let shown = Pilot(Capsule().fill(Color.red).frame(width: 8, height: 3), size: Size(width: 8, height: 3))
        #expect(hidden.text == shown.text)
        #expect(hidden.text.contains("⣿"))
        #expect(abs((Angle.degrees(90) - .degrees(30)).degrees - 60) < 1e-9)
    }

    @Test func scenePaddingIsOneCellOnTheEdgesGiven() {
        let pilot = Pilot(HStack(spacing: 0) { Text("a"); Text("x").scenePadding(.horizontal); Text("b") }, size: size)
        #expect(pilot.text.contains("a x b"))
        let all = Pilot(VStack(spacing: 0) { Text("a"); Text("x").scenePadding(.minimum, edges: .vertical); Text("b") }, size: Size(width: 3, height: 7))
        #expect(all.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }.prefix(5) == ["a", "", "x", "", "b"])
    }

    @Test func aShareLinkCopiesItsItemAndSaysSo() {
        let pilot = Pilot(ShareLink(item: URL(string: "https://example.com/b")!), size: Size(width: 30, height: 3))
        #expect(pilot.text.contains("Share"))
        if pilot.host.focus.focused == nil { pilot.press(.tab) }
        pilot.press(.enter)
        #expect(pilot.requests == [.copyToClipboard("https://example.com/b")])
        #expect(pilot.host.statusMessage == "Copied https://example.com/b")
        let image = Pilot(ShareLink(item: Image(systemName: "book"), message: Text("Ann Leckie: Ancillary"),
                                    preview: SharePreview("Ancillary", image: Image(systemName: "book"))), size: Size(width: 30, height: 3))
        if image.host.focus.focused == nil { image.press(.tab) }
        image.press(.enter)
        #expect(image.requests == [.copyToClipboard("Ann Leckie: Ancillary")], "an image shares its message")
    }

    @Test func aTextTitleIsShownAsItsWords() {
        let pilot = Pilot(NavigationStack { Text("body").navigationTitle(Text("Morning")) }, size: Size(width: 30, height: 5))
        #expect(pilot.text.contains("Morning"))
    }

    @Test func safeAreaAndPreviewOrientationChangeNothingInATerminal() {
        let plain = Pilot(Text("same"), size: size)
        #expect(Pilot(Text("same").ignoresSafeArea().previewInterfaceOrientation(.landscapeLeft), size: size).text == plain.text)
    }

    #if !canImport(Darwin)
    @Test func listFormatterJoinsInTheLocalesWords() {
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: ["Ann", "Bob", "Cy"]) == "Ann, Bob, and Cy")
        formatter.locale = Locale(identifier: "fr_FR")
        #expect(formatter.string(from: ["Ann", "Bob"]) == "Ann et Bob")
        #expect(formatter.string(for: 3) == nil, "only an array is a list")
        #expect(ListFormatter.localizedString(byJoining: ["Ann"]) == "Ann")
    }

    @Test func relativeDateTimeFormatterSaysHowFarADateIs() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let noon = Date(timeIntervalSince1970: 1_000_000)
        #expect(formatter.localizedString(for: noon.addingTimeInterval(-7200), relativeTo: noon) == "2 hours ago")
        #expect(formatter.localizedString(for: noon.addingTimeInterval(3 * 86400), relativeTo: noon) == "in 3 days")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: noon.addingTimeInterval(-86400), relativeTo: noon) == "yesterday")
        #expect(formatter.string(for: "not a date") == nil)
    }
    #endif
}
