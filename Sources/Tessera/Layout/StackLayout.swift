extension Int {
    /// "As much as there is", for `.frame(maxWidth: .infinity)`.
    public static let infinity = Int.max / 4
}

/// The stack algorithm: children are offered space in order of increasing flexibility
/// (higher `layoutPriority` first), each taking its share of what remains.
struct StackLayout: Equatable {
    var axis: Axis
    var spacing: Int
    var alignment: Alignment

    private func main(_ s: Size) -> Int { axis == .vertical ? s.height : s.width }
    private func cross(_ s: Size) -> Int { axis == .vertical ? s.width : s.height }
    private func make(main m: Int, cross c: Int) -> Size {
        axis == .vertical ? Size(width: c, height: m) : Size(width: m, height: c)
    }
    private func proposal(main m: Int?, cross c: Int?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: c, height: m) : ProposedSize(width: m, height: c)
    }

    /// The main-axis length given to each child for a proposal.
    @MainActor
    func distribute(_ children: [Node], _ proposed: ProposedSize) -> [Size] {
        let crossProposal = axis == .vertical ? proposed.width : proposed.height
        guard let total = axis == .vertical ? proposed.height : proposed.width, total < Int.infinity / 2 else {
            return children.map { $0.size(for: proposal(main: nil, cross: crossProposal)) }
        }
        let gaps = spacing * max(0, children.count - 1)
        var remaining = max(0, total - gaps)
        var sizes = [Size](repeating: .zero, count: children.count)
        // Flexibility: how much a child can grow beyond its minimum.
        let mins = children.map { main($0.size(for: proposal(main: 0, cross: crossProposal))) }
        let maxs = children.map { main($0.size(for: proposal(main: Int.infinity, cross: crossProposal))) }
        let ideals = children.map { min(Int.infinity / 4, main($0.size(for: proposal(main: nil, cross: crossProposal)))) }
        let childPriorities = children.map { $0.layoutPriority }
        let priorities = Set(childPriorities).sorted(by: >)
        for priority in priorities {
            let group = children.indices.filter { childPriorities[$0] == priority }
                .sorted { (maxs[$0] - mins[$0]) < (maxs[$1] - mins[$1]) }
            let lowerMinimum = priorities.count == 1 ? 0
                : children.indices.filter { childPriorities[$0] < priority }.reduce(0) { $0 + mins[$1] }
            var available = max(0, remaining - lowerMinimum)
            var left = group.count
            var idealLeft = group.reduce(0) { min(Int.infinity / 4, $0 + ideals[$1]) }
            for index in group {
                var share = available / max(1, left)
                // While every child still to place fits at its ideal size, none gets less than
                // that (a text that can shrink to nothing is not more flexible than a button).
                if available >= idealLeft { share = max(share, ideals[index]) }
                idealLeft -= ideals[index]
                let s = children[index].size(for: proposal(main: share, cross: crossProposal))
                sizes[index] = s
                available = max(0, available - main(s))
                remaining = max(0, remaining - main(s))
                left -= 1
            }
        }
        return sizes
    }

    @MainActor
    func size(of children: [Node], for proposed: ProposedSize) -> Size {
        size(of: distribute(children, proposed))
    }

    /// The stack's size around children of `sizes`.
    func size(of sizes: [Size]) -> Size {
        let mainTotal = sizes.reduce(0) { $0 + main($1) } + spacing * max(0, sizes.count - 1)
        let crossMax = sizes.map(cross).max() ?? 0
        return make(main: mainTotal, cross: crossMax)
    }

    /// Places `children` one after another in `rect`, as they share it.
    @MainActor
    func place(_ children: [Node], in rect: Rect) {
        for (child, r) in zip(children, rects(sizes: distribute(children, ProposedSize(rect.size)), in: rect)) { child.place(in: r) }
    }

    /// Where children of `sizes` (a distribution for `rect`'s size) go, one after another.
    func rects(sizes: [Size], in rect: Rect) -> [Rect] {
        var offset = 0
        let crossSpace = cross(rect.size)
        return sizes.map { s in
            let c = min(cross(s), crossSpace)
            defer { offset += main(s) + spacing }
            if axis == .vertical {
                return Rect(x: rect.minX + alignment.horizontal.offset(c, in: crossSpace), y: rect.minY + offset, width: c, height: s.height)
            } else {
                return Rect(x: rect.minX + offset, y: rect.minY + alignment.vertical.offset(c, in: crossSpace), width: s.width, height: c)
            }
        }
    }
}
