import Foundation
import Testing
import TesseraTesting

// Models and helpers outside the main actor make views, as SwiftUI code does: a data model
// holding an `Image`, an enum handing out a shape as `AnyView`, a function making a label.
// This file compiling is half the test; the other half is that what they made draws.

/// A model value built off the main actor, holding a picture.
private struct Sticker: Identifiable {
    let id: Int
    let name: String
    let image: Image
}

/// A kind of badge that hands out its shape, erased, from a nonisolated property.
private enum BadgeKind: CaseIterable {
    case square, round, pill, oval, soft

    nonisolated var shape: AnyView {
        switch self {
        case .square: return AnyView(Rectangle())
        case .round: return AnyView(Circle())
        case .pill: return AnyView(Capsule(style: .continuous))
        case .oval: return AnyView(Ellipse())
        case .soft: return AnyView(RoundedRectangle(cornerRadius: 2, style: .circular))
        }
    }
}

/// Made outside the main actor: stickers whose images are built there too.
nonisolated private func makeStickers() -> [Sticker] {
    [Sticker(id: 1, name: "Leaf", image: Image(systemName: "leaf")),
     Sticker(id: 2, name: "Missing", image: Image("no-such-picture")),
     Sticker(id: 3, name: "Decor", image: Image(decorative: "no-such-picture", bundle: nil))]
}

nonisolated private func makeLabel(_ title: String) -> Label<Text, Image> { Label(title, systemImage: "star") }

nonisolated private func makeWords() -> (Text, Text, Text) {
    (Text("plain"), Text(verbatim: "verbatim"), Text("sub" as Substring))
}

nonisolated private func makeCorner() -> RoundedRectangle { RoundedRectangle(cornerSize: CGSize(width: 1, height: 1)) }

// An app's own extensions of the views stay on the main actor with them, so they can use the
// modifiers (an `Image` extension that pads and frames itself).
extension Image {
    fileprivate func framedIcon() -> some View { self.padding(.horizontal, 1).border(.primary) }
}

nonisolated private func makeErased() -> AnyView { AnyView(erasing: Text("erased")) }

@MainActor
@Suite struct NonisolatedViewInitTests {
    @Test func viewsMadeOutsideTheMainActorDraw() {
        let stickers = makeStickers()
        let words = makeWords()
        let pilot = Pilot(VStack(alignment: .leading) {
            ForEach(stickers) { sticker in HStack { sticker.image; Text(sticker.name) } }
            makeLabel("Starred")
            words.0; words.1; words.2
            makeErased()
            Image(systemName: "leaf").framedIcon()
        }, size: Size(width: 30, height: 14))
        // The stack is centred on the screen: each line is read without the space around it.
        let lines = pilot.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[0].hasSuffix(" Leaf") && !lines[0].hasPrefix("Leaf"))
        #expect(lines[1] == "\(Image.assetPlaceholder) Missing")
        #expect(lines[2] == "\(Image.assetPlaceholder) Decor")
        #expect(lines[3].hasSuffix(" Starred") && !lines[3].hasPrefix("Starred"))
        #expect(Array(lines[4...7]) == ["plain", "verbatim", "sub", "erased"])
        #expect(lines[9].count == 5 && lines[9].hasPrefix("│ ") && lines[9].hasSuffix(" │"))
    }

    @Test func shapesErasedOutsideTheMainActorFillTheirFrames() {
        for kind in BadgeKind.allCases {
            let pilot = Pilot(kind.shape.frame(width: 6, height: 3), size: Size(width: 6, height: 3))
            #expect(pilot.text.contains { $0 != " " && $0 != "\n" }, "\(kind) drew nothing")
        }
        let corner = makeCorner()
        #expect(corner.cornerSize == CGSize(width: 1, height: 1))
    }
}
