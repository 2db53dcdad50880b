package ringside.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collection;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;

/** A module run's results file: JMH's own JSON, written to a temporary file and moved into place whole. */
public final class JmhJson {
    private JmhJson() {
    }

    /** Writes {@code results} to {@code file}; a reader never sees half a file. */
    public static void write(Collection<RunResult> results, Path file) {
        try {
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            try (PrintStream out = new PrintStream(Files.newOutputStream(tmp), false, "UTF-8")) {
                ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(results);
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
