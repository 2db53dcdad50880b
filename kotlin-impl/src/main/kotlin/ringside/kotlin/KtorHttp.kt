package ringside.kotlin

import io.ktor.http.ContentType
import io.ktor.http.content.TextContent
import io.ktor.server.application.Application
import io.ktor.server.cio.CIO
import io.ktor.server.cio.CIOApplicationEngine
import io.ktor.server.engine.EmbeddedServer
import io.ktor.server.engine.embeddedServer
import io.ktor.server.response.respond
import io.ktor.server.routing.get
import io.ktor.server.routing.routing
import kotlinx.coroutines.runBlocking
import ringside.contract.HttpPingPong
import ringside.contract.HttpService
import ringside.contract.HttpStack
import ringside.workload.HttpPlaintext

/** A Ktor server on the CIO engine, as the Ktor docs start one. */
internal typealias KtorServer = EmbeddedServer<CIOApplicationEngine, CIOApplicationEngine.Configuration>

/**
 * Ktor, the Kotlin team's HTTP stack, as its docs write a small service: `embeddedServer(CIO)` with the routing DSL,
 * and `HttpClient(CIO)`. Ktor's CIO engine runs on kotlinx.coroutines' own scheduler (Dispatchers.IO, which shares
 * Default's threads), sized here to the run ([DefaultDispatcherSize.configureForBlockingIo]).
 */
internal class KtorHttp : HttpStack {

    /** Its version from the CIO engine jar's manifest: the jar actually loaded. */
    override fun stack() = "Ktor ${CIO::class.java.`package`.implementationVersion} (CIO)"

    override fun description() =
        "Ktor: server embeddedServer(CIO) with the routing DSL (get(path) { call.respond(...) }), the" +
            " plaintext response one TextContent made once; client HttpClient(CIO) { engine { pipelining = true } }," +
            " CIO's only mode that keeps a connection alive (one request at a server at a time, so keep-alive);" +
            " both run on Dispatchers.IO, kotlinx.coroutines'" +
            " scheduler with p CPU threads (-D${DefaultDispatcherSize.CORE_POOL_SIZE}=p) and its default cap, so" +
            " that each selector (one per server and per client) may block a thread in Selector.select: IO's" +
            " blocking threads (up to 64, its default) are not bounded by the p CPU threads, and all run on the" +
            " run's CPUs; ping-pong: servers A and B with a client each, the next request sent from a coroutine" +
            " the handler launches after responding"

    override fun servePlaintext(parallelism: Int): HttpService {
        DefaultDispatcherSize.configureForBlockingIo(parallelism)
        val hello = TextContent(HttpPlaintext.BODY, ContentType.parse(HttpPlaintext.CONTENT_TYPE))
        val server = startServer {
            routing {
                get(HttpPlaintext.PATH) {
                    call.respond(hello)
                }
            }
        }
        return KtorService(server, portOf(server))
    }

    override fun pingPong(parallelism: Int): HttpPingPong {
        DefaultDispatcherSize.configureForBlockingIo(parallelism)
        return KtorPingPong.start()
    }

    private class KtorService(private val server: KtorServer, private val port: Int) : HttpService {
        override fun port() = port

        override fun close() = stop(server)
    }

    companion object {
        const val LOOPBACK = "127.0.0.1"

        /** Starts a CIO server on a free loopback port; returns once it listens. */
        fun startServer(module: Application.() -> Unit): KtorServer =
            embeddedServer(CIO, port = 0, host = LOOPBACK, module = module).start(wait = false)

        fun portOf(server: KtorServer): Int = runBlocking { server.engine.resolvedConnectors().single().port }

        /** No grace period: the clients have finished when a server is closed. */
        fun stop(server: KtorServer) = server.stop(gracePeriodMillis = 0, timeoutMillis = 5_000)
    }
}
