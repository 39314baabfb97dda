import Foundation
import Tessera

/// Drives a FrameProducer headless: events in, frames out.
@MainActor
final class Driver {
    let producer: any FrameProducer
    let clock: TestClock
    var size: Size
    var requests: [HostRequest] = []
    private var frame: ScreenBuffer?

    init(_ producer: any FrameProducer, clock: TestClock, size: Size) {
        self.producer = producer; self.clock = clock; self.size = size
        producer.onRequest = { [weak self] in self?.requests.append($0) }
        _ = screen
    }

    var screen: ScreenBuffer {
        if producer.needsFrame || frame == nil { frame = producer.render(size: size) }
        // A frame can leave follow-up work (focus requests, measured sizes): settle it.
        for _ in 0..<3 where producer.needsFrame { frame = producer.render(size: size) }
        return frame!
    }
    var text: String { screen.text }

    func press(_ key: Key, modifiers: KeyPress.Modifiers = [], times: Int = 1) {
        for _ in 0..<times { send(.key(KeyPress(key, modifiers: modifiers))) }
    }
    func type(_ text: String) { for c in text { send(.key(KeyPress(.character(c)))) } }
    func send(_ event: Event) { _ = screen; producer.handle(event); _ = screen }
    func advance(by duration: Duration) { clock.advance(by: duration); _ = screen }
    /// Lets callbacks queued on the main queue (observation changes) run, then renders.
    func settle() async {
        for _ in 0..<5 { await Task.yield() }
        _ = screen
    }
    func resize(_ w: Int, _ h: Int) { size = Size(width: w, height: h); send(.resize(size)) }
}
