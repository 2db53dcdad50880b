package ringside.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AverageTimeResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import ringside.bench.IterationResults;
import ringside.bench.PingPongBenchmark;

/**
 * Each fork's warm-up scores, kept from JMH's output as JMH hands them over, and written beside rawData in the
 * results file; JMH's own output goes on unchanged.
 */
class WarmupRecorderTest {

    @Test
    void eachForksWarmUpIsKeptAndWrittenBesideRawData(@TempDir Path dir) throws Exception {
        RunResult result = ModuleRunTest.ScriptedJmh.oneFork(PingPongBenchmark.class, "threads");
        BenchmarkParams bp = result.getParams();
        ByteArrayOutputStream terminal = new ByteArrayOutputStream();
        WarmupRecorder recorder = new WarmupRecorder(OutputFormatFactory.createFormatInstance(new PrintStream(
                terminal, true, StandardCharsets.UTF_8), VerboseMode.NORMAL));
        IterationParams warmup = new IterationParams(IterationType.WARMUP, 2, TimeValue.milliseconds(100), 1);
        IterationParams measured = bp.getMeasurement();
        for (double[] fork : new double[][] {{30, 12}, {25, 11}}) {
            recorder.iterationResult(bp, warmup, 1, iteration(bp, warmup, fork[0]));
            recorder.iterationResult(bp, warmup, 2, iteration(bp, warmup, fork[1]));
            recorder.iterationResult(bp, measured, 1, iteration(bp, measured, 10));
        }
        assertEquals(List.of(List.of(30.0, 12.0), List.of(25.0, 11.0)), recorder.of(result));
        assertTrue(terminal.toString(StandardCharsets.UTF_8).contains("11.000 ms/op"), "JMH's own lines: "
                + terminal);
        recorder.close();
        System.out.checkError(); // the terminal stays open after JMH closes its format

        Path file = dir.resolve("loom.json");
        JmhJson.write(List.of(result), file, r -> List.of(List.of(30.0, 12.0)));
        JsonObject metric = JsonParser.parseString(Files.readString(file)).getAsJsonArray().get(0).getAsJsonObject()
                .getAsJsonObject("primaryMetric");
        assertEquals("[[30.0,12.0]]", metric.get(IterationResults.WARMUP_RAW_DATA).toString());
        assertEquals(1, metric.getAsJsonArray("rawData").size());

        JmhJson.write(List.of(result), file, r -> List.of(List.of(30.0), List.of(25.0)));
        assertFalse(JsonParser.parseString(Files.readString(file)).getAsJsonArray().get(0).getAsJsonObject()
                .getAsJsonObject("primaryMetric").has(IterationResults.WARMUP_RAW_DATA),
                "two forks of warm-up for one of rawData: not written");
    }

    private static IterationResult iteration(BenchmarkParams bp, IterationParams params, double ms) {
        IterationResult iteration = new IterationResult(bp, params, new IterationResultMetaData(1, 1));
        iteration.addResult(new AverageTimeResult(ResultRole.PRIMARY, "pingPong", 1, Math.round(ms * 1_000_000),
                TimeUnit.MILLISECONDS));
        return iteration;
    }
}
