import Testing
@testable import Tessera
@Test func bufferStartsBlank() { #expect(ScreenBuffer(size: Size(width: 2, height: 1)).text == "") }
