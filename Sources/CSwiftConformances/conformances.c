// The executable's protocol conformance records, as the Swift runtime lays them out in the
// `swift5_protocol_conformances` section (ELF): one 32-bit relative pointer per record to a
// conformance descriptor. The linker defines the section's bounds; every module of a Swift
// package is linked into the one executable, so its types are all found here.

#include "CSwiftConformances.h"
#include <stdint.h>
#include <string.h>

extern const char __start_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));

/// The target of a relative pointer: `field`'s address plus what it holds.
static const void *relative(const int32_t *field) {
    return *field == 0 ? NULL : (const char *)field + *field;
}

/// A relative pointer whose low bit says it points at a pointer to the target.
static const void *relative_indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *target = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const void *const *)target : target;
}

// Context descriptors: flags, parent, then (modules, protocols, types) the name.
enum { kind_module = 0, kind_protocol = 3, kind_class = 16, kind_struct = 17, kind_enum = 18 };

typedef struct {
    uint32_t flags;
    int32_t parent;
    int32_t name;
    int32_t access_function;  // types only
} context_descriptor;

typedef struct {
    int32_t protocol;
    int32_t type_reference;
    int32_t witness_table_pattern;
    uint32_t flags;
} conformance_descriptor;

static unsigned kind_of(const context_descriptor *context) { return context->flags & 0x1F; }
static int is_generic(const context_descriptor *context) { return (context->flags & 0x80) != 0; }

static const context_descriptor *parent_of(const context_descriptor *context) {
    return relative_indirectable(&context->parent);
}

static int has_name(const context_descriptor *context, const char *name) {
    const char *own = relative(&context->name);
    return own != NULL && strcmp(own, name) == 0;
}

typedef struct { const void *metadata; size_t state; } metadata_response;
typedef metadata_response (*metadata_accessor)(size_t request) __attribute__((swiftcall));

/// The type a conformance is of, when it is a type descriptor (not an Objective-C class).
static const context_descriptor *type_of(const conformance_descriptor *conformance) {
    switch ((conformance->flags >> 3) & 0x7) {
    case 0: return relative(&conformance->type_reference);
    case 1: {
        const void *const *slot = relative(&conformance->type_reference);
        return slot ? *slot : NULL;
    }
    default: return NULL;
    }
}

size_t tessera_conforming_types(const char *module_name, const char *protocol_name,
                                const void **types, size_t capacity) {
    const char *start = __start_swift5_protocol_conformances, *stop = __stop_swift5_protocol_conformances;
    if (start == NULL || stop == NULL || stop <= start) return 0;
    size_t found = 0;
    for (const int32_t *record = (const int32_t *)start; (const char *)record < stop; record++) {
        const conformance_descriptor *conformance = relative(record);
        if (conformance == NULL) continue;
        const context_descriptor *protocol = relative_indirectable(&conformance->protocol);
        if (protocol == NULL || kind_of(protocol) != kind_protocol || !has_name(protocol, protocol_name)) continue;
        const context_descriptor *module = parent_of(protocol);
        if (module == NULL || kind_of(module) != kind_module || !has_name(module, module_name)) continue;
        const context_descriptor *type = type_of(conformance);
        if (type == NULL || is_generic(type)) continue;
        unsigned kind = kind_of(type);
        if (kind != kind_class && kind != kind_struct && kind != kind_enum) continue;
        metadata_accessor access = (metadata_accessor)relative(&type->access_function);
        if (access == NULL) continue;
        if (found < capacity) types[found] = access(0).metadata;
        found++;
    }
    return found;
}
