package ringside.launcher;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import ringside.bench.IterationResults;

/**
 * A module run's results file: JMH's own JSON, written to a temporary file and moved into place whole. Where the
 * launcher kept each fork's warm-up scores, which JMH's JSON leaves out, each result's primary metric gets them too,
 * as {@link IterationResults#WARMUP_RAW_DATA}: one array per fork, in the order of JMH's rawData.
 */
public final class JmhJson {
    private JmhJson() {
    }

    /** Writes {@code results} to {@code file}; a reader never sees half a file. */
    public static void write(Collection<RunResult> results, Path file) {
        write(results, file, r -> List.of());
    }

    /** Writes {@code results} with each one's forks' warm-up scores ({@code warmups}: none where empty). */
    public static void write(Collection<RunResult> results, Path file,
            Function<RunResult, List<List<Double>>> warmups) {
        try {
            // JMH writes to a PrintStream, which hides a failed write (a full disk): it goes to memory, and the file
            // is written with Files.write, whose failure names its cause; the last whole file stays until then
            ByteArrayOutputStream json = new ByteArrayOutputStream();
            try (PrintStream out = new PrintStream(json, false, StandardCharsets.UTF_8)) {
                ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(results);
            }
            byte[] bytes = withWarmups(json.toString(StandardCharsets.UTF_8), results, warmups);
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            try {
                Files.write(tmp, bytes);
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

    /** JMH's JSON, each result's warm-up scores added where there are as many forks of them as of rawData. */
    private static byte[] withWarmups(String json, Collection<RunResult> results,
            Function<RunResult, List<List<Double>>> warmups) {
        List<List<List<Double>>> each = results.stream().map(warmups).toList();
        if (each.stream().allMatch(List::isEmpty)) {
            return json.getBytes(StandardCharsets.UTF_8);
        }
        JsonArray array = JsonParser.parseString(json).getAsJsonArray();
        for (int i = 0; i < array.size() && i < each.size(); i++) {
            JsonObject metric = array.get(i).getAsJsonObject().getAsJsonObject("primaryMetric");
            if (!each.get(i).isEmpty() && each.get(i).size() == metric.getAsJsonArray("rawData").size()) {
                JsonArray forks = new JsonArray();
                each.get(i).forEach(fork -> {
                    JsonArray scores = new JsonArray();
                    fork.forEach(scores::add);
                    forks.add(scores);
                });
                metric.add(IterationResults.WARMUP_RAW_DATA, forks);
            }
        }
        return new GsonBuilder().setPrettyPrinting().create().toJson(array).getBytes(StandardCharsets.UTF_8);
    }
}
