package ringside.reference;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import ringside.parameters.Executables;

/**
 * A reference's toolchain as found on a PATH: each tool's executable, or the first one missing. The programs are
 * built and run with these absolute paths, so what was checked is what runs.
 */
record Tools(Map<String, String> paths, Optional<String> missing) {

    /** Looks each tool of {@code reference} up in {@code searchPath} (PATH's syntax), in order. */
    static Tools find(Reference reference, String searchPath) {
        Map<String, String> paths = new LinkedHashMap<>();
        for (String tool : reference.tools()) {
            Optional<Path> found = Executables.onPath(tool, searchPath);
            if (found.isEmpty()) {
                return new Tools(Map.of(), Optional.of(tool));
            }
            paths.put(tool, found.get().toString());
        }
        return new Tools(Map.copyOf(paths), Optional.empty());
    }

    /** The tools by their names only, for commands shown to a reader (no machine's paths). */
    static Tools byName(Reference reference) {
        Map<String, String> names = new LinkedHashMap<>();
        reference.tools().forEach(tool -> names.put(tool, tool));
        return new Tools(names, Optional.empty());
    }

    boolean installed() {
        return missing.isEmpty();
    }

    String path(String tool) {
        String path = paths.get(tool);
        if (path == null) {
            throw new IllegalStateException(tool + " is not installed");
        }
        return path;
    }

    /** "go is not installed (no go on PATH); install it with: sudo apt-get install golang-go". */
    static String notInstalled(Reference reference, String tool) {
        return reference.language() + " is not installed (no " + tool + " on PATH); install it with: "
                + reference.installCommand();
    }
}
