package ringside.output;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A folder and everything in it, removed: the run's own folders, which it made and nothing else writes into. */
public final class FolderTree {
    private FolderTree() {
    }

    /** Deletes the folder and all it holds, deepest first; nothing when it does not exist. */
    public static void delete(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
