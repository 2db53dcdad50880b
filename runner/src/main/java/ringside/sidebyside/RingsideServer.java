package ringside.sidebyside;

import java.util.concurrent.CountDownLatch;
import ringside.contract.Frameworks;
import ringside.contract.HttpService;
import ringside.contract.HttpStack;

/**
 * Ringside's side of a plaintext row: the variant's {@link HttpStack#servePlaintext} server, as httpThroughput starts
 * it, printing the {@link ListeningLine} once it listens and serving until the process is killed (the runner measures
 * it from outside with the load generator). Arguments: framework, variant, parallelism.
 */
public final class RingsideServer {
    private RingsideServer() {
    }

    public static void main(String[] args) {
        try {
            serve(args);
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(1); // a framework's threads, after a failure too, must not keep the JVM alive
        }
    }

    private static void serve(String[] args) throws Exception {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: RingsideServer <framework> <variant> <parallelism> (the"
                    + " side-by-side runner passes them)");
        }
        String what = args[0] + "/" + args[1];
        HttpStack stack = Frameworks.named(args[0]).variant(args[1]).http().orElseThrow(() ->
                new IllegalArgumentException(what + " has no HTTP stack"));
        HttpService server = stack.servePlaintext(Integer.parseInt(args[2]));
        System.out.println(what + ": " + stack.description());
        System.out.println(ListeningLine.of(server.port()));
        System.out.flush();
        new CountDownLatch(1).await(); // serves until the runner kills the process
    }
}
