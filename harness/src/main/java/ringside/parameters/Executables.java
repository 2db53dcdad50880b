package ringside.parameters;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/** Programs this machine offers: an executable looked up as a shell does, in the directories of a PATH. */
public final class Executables {
    private Executables() {
    }

    /** The first executable file named {@code tool} in {@code searchPath} (PATH's syntax); empty when none is. */
    public static Optional<Path> onPath(String tool, String searchPath) {
        return Arrays.stream((searchPath == null ? "" : searchPath).split(File.pathSeparator))
                .filter(dir -> !dir.isBlank()).map(dir -> Path.of(dir, tool))
                .filter(f -> Files.isRegularFile(f) && Files.isExecutable(f)).findFirst();
    }
}
