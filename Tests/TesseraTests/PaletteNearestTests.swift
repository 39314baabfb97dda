import Testing
import Tessera

// On a 256-colour terminal an RGB colour is drawn as the nearest palette entry, the grey ramp
// (232–255) included: the habit tracker's dark-grey cards, (38, 38, 38), were drawn as the
// cube's black (16) and could not be seen on a black terminal.

@Suite struct PaletteNearestTests {
    private func squaredDistance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let d = (Int(a.0) - Int(b.0), Int(a.1) - Int(b.1), Int(a.2) - Int(b.2))
        return d.0 * d.0 + d.1 * d.1 + d.2 * d.2
    }

    @Test func greysTakeTheGreyRampAndColoursTheCube() {
        #expect(Color.rgb(38, 38, 38).paletteIndex == 235)
        #expect(Color.rgb(128, 128, 128).paletteIndex == 244)
        #expect(Color.rgb(0, 0, 0).paletteIndex == 16)
        #expect(Color.rgb(255, 255, 255).paletteIndex == 231)
        #expect(Color.rgb(255, 0, 0).paletteIndex == 196)
        #expect(Color.rgb(95, 135, 175).paletteIndex == 67, "an exact cube colour stays itself")
    }

    /// For any colour, no entry of the cube or the ramp is nearer than the one chosen, give or
    /// take the cube's own rounding (its levels are picked per channel).
    @Test(arguments: [1, 2, 3, 4])
    func theChosenEntryIsAsNearAsTheCubeOrTheRampAllows(seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 { state = state &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: state >> 33) }
        for _ in 0..<2000 {
            let rgb = (next(), next(), next())
            let chosen = squaredDistance(Color.palette(UInt8(Color.rgb(rgb.0, rgb.1, rgb.2).paletteIndex)).rgbComponents, rgb)
            let nearestGrey = (232...255).map { squaredDistance(Color.palette(UInt8($0)).rgbComponents, rgb) }.min()!
            #expect(chosen <= nearestGrey, "\(rgb): the ramp has a nearer grey")
        }
    }
}
