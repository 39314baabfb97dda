import Foundation
@_spi(Reflection) import Swift

/// Connects the dynamic properties of a view (`@State`, `@Environment`, `@FocusState`…) to
/// its node before its body runs. Where they lie in a struct is found once per type, by its
/// fields' offsets; each evaluation then reads them in place, without reflecting the value.
@MainActor
package enum DynamicProperties {
    /// A stored property that links to its node: its place among the type's stored
    /// properties (the slot its state keeps in the node), its offset and its type.
    private struct LinkedField {
        let slot: Int
        let offset: Int
        /// Nil for a wrapper linked through the `LinkedLocation` it holds first.
        let type: (any NodeLinked.Type)?
    }
    /// What each type holds, by type: its linked fields; nil for a type that is not a struct
    /// (reflected each time instead).
    private static var fieldsByType: [ObjectIdentifier: [LinkedField]?] = [:]

    static func link(_ view: any View, to node: Node) {
        let owner = _ViewTraits.dynamicPropertyOwner(of: view)
        let key = ObjectIdentifier(Swift.type(of: owner))
        let fields: [LinkedField]?
        if let known = fieldsByType[key] {
            fields = known
        } else {
            fields = linkedFields(of: owner)
            fieldsByType[key] = fields
        }
        guard let fields else { return linkReflecting(owner, to: node) }
        guard !fields.isEmpty else { return }
        func linkFields<Owner>(of value: Owner) {
            withUnsafePointer(to: value) { pointer in
                let base = UnsafeRawPointer(pointer)
                for field in fields {
                    let address = base + field.offset
                    if let type = field.type {
                        link(type, at: address, slot: field.slot, to: node)
                    } else {
                        address.load(as: LinkedLocation.self).link(wrapperAt: address, to: node, slot: field.slot)
                    }
                }
            }
        }
        linkFields(of: owner)
    }

    private static func link<Property: NodeLinked>(_: Property.Type, at address: UnsafeRawPointer, slot: Int, to node: Node) {
        address.assumingMemoryBound(to: Property.self).pointee.link(to: node, slot: slot)
    }

    /// The stored properties of `owner`'s type that link to a node, in order; nil unless it
    /// is a struct whose fields the runtime can list.
    ///
    /// Only a field of one of the wrappers' types is asked whether it links: asking the runtime
    /// whether a type conforms to a protocol searches every conformance in the program (some
    /// 5,700) the first time, and a start-up asks it of a hundred field types (`String`,
    /// closures, models) that do not.
    private static func linkedFields(of owner: Any) -> [LinkedField]? {
        let ownerType = Swift.type(of: owner)
        guard structDescriptor(of: ownerType) != nil else { return nil }
        var fields: [LinkedField] = []
        var slot = 0
        let listed = _forEachField(of: ownerType) { _, offset, type, _ in
            let isWrapper = mayLink(type)
            if isWrapper, holdsLocationFirst(type) {
                fields.append(LinkedField(slot: slot, offset: offset, type: nil))
            } else if isWrapper, let linked = type as? any NodeLinked.Type {
                fields.append(LinkedField(slot: slot, offset: offset, type: linked))
            }
            assert(isWrapper || !(type is any NodeLinked.Type), "\(type) links to a node: list it in wrapperNames")
            slot += 1
            return true
        }
        return listed ? fields : nil
    }

    /// The type descriptor of a struct (one for all of a generic struct's specializations),
    /// read from its metadata as the Swift ABI lays it out: the kind word (0x200 for a struct),
    /// then the descriptor. Nil for a type of another kind.
    package static func structDescriptor(of type: Any.Type) -> UnsafeRawPointer? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard metadata.load(as: UInt.self) == 0x200 else { return nil }
        return metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer.self)
    }

    /// Whether `type` may be one of the property wrappers that link to a node (every
    /// `NodeLinked` type is a struct of one of these names): its descriptor's name, found
    /// without making any type (a specialization such as `FocusState<Int>` would have the
    /// runtime check `Int: Hashable`, a search of its own). A type of another module with one
    /// of these names is asked the conformance.
    package static func mayLink(_ type: Any.Type) -> Bool {
        guard let descriptor = structDescriptor(of: type) else { return false }
        // A type context descriptor: flags, parent, then its name (each 32 bits, the last two
        // relative to where they are stored).
        let field = descriptor + 8
        let name = field + Int(field.load(as: Int32.self))
        return wrapperNames.contains { strcmp(name.assumingMemoryBound(to: CChar.self), $0) == 0 }
    }

    /// Whether `type` is a specialization of `State` or `Environment`, which hold their
    /// `LinkedLocation` as their first stored property: asked by descriptor, one for all
    /// specializations, where a conformance cast would search the program's conformances once
    /// for each (`State<Int>`, `State<String>`, `Environment<ColorScheme>`…).
    package static func holdsLocationFirst(_ type: Any.Type) -> Bool {
        guard let descriptor = structDescriptor(of: type) else { return false }
        return descriptor == stateDescriptor || descriptor == environmentDescriptor
    }

    private static let stateDescriptor = structDescriptor(of: State<Int>.self)
    private static let environmentDescriptor = structDescriptor(of: Environment<Int>.self)

    /// The names of the `NodeLinked` types.
    private static let wrapperNames = ["State", "Environment", "FocusState", "AppStorage", "SceneStorage", "ObservedObject", "StateObject", "EnvironmentObject", "GestureState", "Namespace"]

    /// A class or an enum holding dynamic properties: its children, each time.
    private static func linkReflecting(_ owner: Any, to node: Node) {
        for (slot, child) in Mirror(reflecting: owner).children.enumerated() {
            (child.value as? any NodeLinked)?.link(to: node, slot: slot)
        }
    }
}

/// What a property wrapper that holds it as its first stored property links through: its
/// subclass knows the wrapper's type, so linking asks the runtime no conformance.
@MainActor
@usableFromInline
class LinkedLocation {
    nonisolated init() {}

    /// Links the wrapper stored at `address` (which holds this location first) to `node`.
    func link(wrapperAt address: UnsafeRawPointer, to node: Node, slot: Int) {
        preconditionFailure("\(Self.self) does not say how it links")
    }
}
