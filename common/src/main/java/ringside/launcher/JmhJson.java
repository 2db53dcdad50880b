package ringside.launcher;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
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
            // JMH writes to a PrintStream, which hides a failed write (a full disk): it goes to memory, and the file
            // is written with Files.write, whose failure names its cause; the last whole file stays until then
            ByteArrayOutputStream json = new ByteArrayOutputStream();
            try (PrintStream out = new PrintStream(json, false, StandardCharsets.UTF_8)) {
                ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(results);
            }
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            try {
                Files.write(tmp, json.toByteArray());
            } catch (IOException e) {
                Files.deleteIfExists(tmp);
                throw e;
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // the reason, as FailureReason takes it from the innermost exception, names the file and the cause
            IOException named = new IOException("cannot write " + file + ": " + e.getMessage());
            throw new UncheckedIOException(named.getMessage(), named);
        }
    }
}
