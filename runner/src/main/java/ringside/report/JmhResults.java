package ringside.report;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads a JSON file JMH wrote ({@code -rf json}) into its runs; the result kinds take theirs from them. */
public final class JmhResults {
    private JmhResults() {
    }

    /** Every run of the file, each checked to be a Ringside benchmark's. */
    static List<JmhRun> runs(Path jmhJson) {
        try (Reader in = Files.newBufferedReader(jmhJson)) {
            List<JmhRun> out = new ArrayList<>();
            for (JsonElement run : JsonParser.parseReader(in).getAsJsonArray()) {
                out.add(new JmhRun(run.getAsJsonObject()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read JMH results " + jmhJson, e);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not a Ringside JMH result file: " + jmhJson + " (" + e.getMessage() + ")", e);
        }
    }
}
