#ifndef C_SWIFT_CONFORMANCES_H
#define C_SWIFT_CONFORMANCES_H

#include <stddef.h>

/// Writes to `types` (at most `capacity` of them) the type metadata of every non-generic
/// struct, enum or class of this executable that declares a conformance to the protocol
/// `protocol_name` of the module `module_name`, in the order the linker laid the records out,
/// and returns how many there are (possibly more than `capacity`). Reads the Swift runtime's
/// conformance records (the `swift5_protocol_conformances` section) and nothing else; runs
/// only when called.
size_t tessera_conforming_types(const char *module_name, const char *protocol_name,
                                const void **types, size_t capacity);

#endif
