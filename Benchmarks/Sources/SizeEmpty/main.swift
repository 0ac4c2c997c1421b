// The size program's baseline: an executable that links nothing of the package.
print(CommandLine.arguments.count)
