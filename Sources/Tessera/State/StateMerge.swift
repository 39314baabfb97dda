/// A three-way merge of JSON values: what this instance changed since `base` over what the
/// file holds now (`theirs`). Dictionaries merge per key and lists per element (by an
/// element's `"id"`, else by its value); where both changed one value differently, `ours`
/// wins and `conflict` is set.
enum StateMerge {
    static func merge(base: JSONValue?, ours: JSONValue?, theirs: JSONValue?, conflict: inout Bool) -> JSONValue? {
        if ours == theirs || theirs == base { return ours }
        if ours == base { return theirs }
        switch (base, ours, theirs) {
        case (.object(let b)?, .object(let o)?, .object(let t)?):
            return .object(mergeObjects(b, o, t, &conflict))
        case (nil, .object(let o)?, .object(let t)?):
            return .object(mergeObjects([:], o, t, &conflict))
        case (.array(let b)?, .array(let o)?, .array(let t)?):
            if let merged = mergeLists(b, o, t, &conflict) { return .array(merged) }
        case (nil, .array(let o)?, .array(let t)?):
            if let merged = mergeLists([], o, t, &conflict) { return .array(merged) }
        default: break
        }
        conflict = true
        return ours
    }

    private static func mergeObjects(_ base: [String: JSONValue], _ ours: [String: JSONValue], _ theirs: [String: JSONValue],
                                     _ conflict: inout Bool) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for key in Set(ours.keys).union(theirs.keys).union(base.keys) {
            result[key] = merge(base: base[key], ours: ours[key], theirs: theirs[key], conflict: &conflict)
        }
        return result
    }

    private static func identity(_ element: JSONValue) -> JSONValue {
        if case .object(let members) = element, let id = members["id"] { return .object(["id": id]) }
        return element
    }

    /// Nil when an identity repeats in a list (no element-wise merge is sound then).
    private static func mergeLists(_ base: [JSONValue], _ ours: [JSONValue], _ theirs: [JSONValue], _ conflict: inout Bool) -> [JSONValue]? {
        func keyed(_ list: [JSONValue]) -> [JSONValue: JSONValue]? {
            var result: [JSONValue: JSONValue] = [:]
            for element in list {
                guard result.updateValue(element, forKey: identity(element)) == nil else { return nil }
            }
            return result
        }
        guard let b = keyed(base), let o = keyed(ours), let t = keyed(theirs) else { return nil }
        var result: [JSONValue] = []
        for element in ours {
            let id = identity(element)
            if let merged = merge(base: b[id], ours: element, theirs: t[id], conflict: &conflict) { result.append(merged) }
        }
        for element in theirs where o[identity(element)] == nil {
            let id = identity(element)
            if let merged = merge(base: b[id], ours: nil, theirs: element, conflict: &conflict) { result.append(merged) }
        }
        return result
    }
}
