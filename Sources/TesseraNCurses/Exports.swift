// `InputDecoder` and `DecodedInput` moved to TesseraTerminal (no ncurses there); a program
// that reads its own input through `import TesseraNCurses` keeps seeing them.
@_exported import TesseraTerminal
