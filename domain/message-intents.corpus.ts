/**
 * Client messages as architects receive them (e-mail, WhatsApp, Instagram), each with the intents
 * a person reading it would answer (R-MSG-2). Written to be varied — formal and informal, with
 * and without accents, abbreviations ("vc", "pq", "td"), several questions in one message — and
 * not phrase by phrase after the detector: it measures `detectIntents`, it does not train it.
 * An empty list: a general message with none of the intents.
 */
export interface IntentCase {
  message: string;
  intents: readonly string[];
}

export const INTENT_CORPUS: readonly IntentCase[] = [
  // Deadline
  { message: "Bom dia! Quando fica pronto o projeto executivo?", intents: ["prazo"] },
  { message: "oi, tudo bem? ja tem previsão de entrega das plantas?", intents: ["prazo"] },
  { message: "Prezada arquiteta, gostaria de saber se o cronograma da obra ainda está mantido para março.", intents: ["prazo"] },
  { message: "Vcs conseguem me mandar a planta até sexta? O pedreiro começa segunda", intents: ["prazo", "documentos"] },
  { message: "O anteprojeto está atrasado? Era pra ter chegado semana passada.", intents: ["prazo", "reclamacao"] },
  { message: "Qual a data prevista para a aprovação na prefeitura sair?", intents: ["prazo"] },
  { message: "Em quanto tempo vocês terminam o detalhamento da cozinha?", intents: ["prazo"] },
  // Price
  { message: "Boa tarde! Quanto vai custar o projeto de interiores do apartamento?", intents: ["orcamento"] },
  { message: "Vc pode me passar um orçamento pra reforma do banheiro?", intents: ["orcamento"] },
  { message: "Achei o valor da proposta um pouco alto, tem como rever?", intents: ["orcamento"] },
  { message: "qual o preço do m2 pra projeto de casa térrea?", intents: ["orcamento"] },
  { message: "Gostaria de receber a estimativa de custo da obra com o acabamento que escolhemos.", intents: ["orcamento"] },
  { message: "O orçamento da marcenaria já inclui a instalação?", intents: ["orcamento"] },
  // Meeting
  { message: "Podemos marcar uma reunião essa semana pra ver os materiais?", intents: ["reuniao"] },
  { message: "Olá! Vi o perfil de vocês aqui no Instagram e queria agendar uma conversa sobre o projeto da minha casa.", intents: ["reuniao"] },
  { message: "Vc tem disponibilidade na quinta à tarde pra uma visita na obra?", intents: ["reuniao"] },
  { message: "Consegue me ligar amanhã cedo? Preciso falar sobre a obra", intents: ["reuniao"] },
  { message: "Prefiro fazer a próxima reunião por vídeo, pode ser pelo Meet?", intents: ["reuniao"] },
  { message: "Dá pra gente se encontrar no showroom sábado de manhã?", intents: ["reuniao"] },
  // Change request
  { message: "Queria trocar o piso da sala por porcelanato amadeirado.", intents: ["alteracao"] },
  { message: "Pensamos melhor e gostaríamos de mudar a posição da ilha da cozinha.", intents: ["alteracao"] },
  { message: "Dá pra aumentar o closet e diminuir um pouco o banheiro?", intents: ["alteracao"] },
  { message: "Gostaria de solicitar uma alteração na fachada: tirar o brise e colocar ripado.", intents: ["alteracao"] },
  { message: "A gente decidiu que não quer mais a lareira, pode remover do projeto?", intents: ["alteracao"] },
  { message: "Seria possível incluir uma churrasqueira na varanda? Quanto isso muda no valor?", intents: ["alteracao", "orcamento"] },
  { message: "Preciso de uma mudança na planta do segundo andar, o quarto de hóspedes vai virar escritório.", intents: ["alteracao"] },
  // Complaint
  { message: "Estou muito insatisfeita, a obra está parada há duas semanas e ninguém me dá retorno.", intents: ["reclamacao"] },
  { message: "Sinceramente esperava mais. O render não ficou nada parecido com o que combinamos.", intents: ["reclamacao"] },
  { message: "A marcenaria entregou o armário errado e o acabamento ficou horrível. O que vamos fazer?", intents: ["reclamacao"] },
  { message: "Mandei mensagem três vezes e não tive resposta, isso é um absurdo.", intents: ["reclamacao"] },
  { message: "Infelizmente apareceu uma infiltração na parede que acabaram de pintar.", intents: ["reclamacao"] },
  // Approval
  { message: "Aprovado! Pode seguir com o executivo.", intents: ["aprovacao"] },
  { message: "Gostamos muito da proposta, está aprovada da nossa parte.", intents: ["aprovacao"] },
  { message: "Ok, pode fechar com esse porcelanato mesmo.", intents: ["aprovacao"] },
  { message: "Ficou lindo!! Pode seguir assim", intents: ["aprovacao"] },
  { message: "De acordo com o layout da versão 3. Podem dar andamento.", intents: ["aprovacao"] },
  // Payment
  { message: "Fiz o pix da segunda parcela agora, segue o comprovante.", intents: ["pagamento"] },
  { message: "Vocês aceitam pagamento no cartão em 3 vezes?", intents: ["pagamento"] },
  { message: "Não recebi o boleto deste mês, pode reenviar?", intents: ["pagamento"] },
  { message: "Qual a chave pix pra eu pagar o sinal?", intents: ["pagamento"] },
  { message: "Preciso da nota fiscal do pagamento de outubro para o meu contador.", intents: ["pagamento", "documentos"] },
  // Moving house
  { message: "Oi! Preciso organizar a mudança, quando a casa vai estar liberada pra gente entrar?", intents: ["mudanca", "prazo"] },
  { message: "A empresa de mudança pode vir dia 15 ou a obra ainda não terminou?", intents: ["mudanca", "prazo"] },
  { message: "Estamos pensando em nos mudar no começo de julho, dá tempo?", intents: ["mudanca", "prazo"] },
  { message: "O caminhão da mudança consegue entrar pela garagem ou tem que ser pela rua?", intents: ["mudanca"] },
  { message: "Meu contrato de aluguel vence em agosto e preciso me mudar pro apartamento novo até lá.", intents: ["mudanca", "prazo"] },
  { message: "Os móveis planejados ficam prontos antes da nossa mudança?", intents: ["mudanca", "prazo"] },
  // Thanks
  { message: "Muito obrigada pela atenção de ontem, adorei conhecer o escritório!", intents: ["agradecimento"] },
  { message: "Valeu pelo retorno rápido!", intents: ["agradecimento"] },
  { message: "Agradeço o envio do material, vou ler com calma.", intents: ["agradecimento"] },
  { message: "Obrigado por tudo, o apartamento ficou do jeito que a gente sonhou.", intents: ["agradecimento"] },
  // Document request
  { message: "Você pode me mandar o PDF do projeto aprovado?", intents: ["documentos"] },
  { message: "Preciso da ART/RRT do projeto para entregar no condomínio.", intents: ["documentos"] },
  { message: "Me envia o memorial descritivo atualizado, por favor?", intents: ["documentos"] },
  { message: "Vocês têm o arquivo em DWG da planta baixa? O engenheiro pediu.", intents: ["documentos"] },
  { message: "Poderia reenviar o contrato assinado? Não encontro no meu e-mail.", intents: ["documentos"] },
  { message: "O síndico pediu a cópia do alvará e das plantas da reforma.", intents: ["documentos"] },
  // Several at once
  { message: "Oi! Recebi o orçamento, obrigado. Podemos conversar na terça sobre ele?", intents: ["orcamento", "agradecimento", "reuniao"] },
  { message: "Aprovamos o projeto. Como fica o pagamento da próxima etapa?", intents: ["aprovacao", "pagamento"] },
  { message: "Quero mudar a cor das pastilhas do banheiro. Isso atrasa a entrega?", intents: ["alteracao", "prazo"] },
  { message: "Prezados, solicito o envio da planta de layout e o valor atualizado da obra.", intents: ["documentos", "orcamento"] },
  // General
  { message: "Oi, tudo bem? Só passando pra dizer que o pedreiro começou hoje.", intents: [] },
  { message: "Bom dia! Segue em anexo a foto do terreno que você pediu.", intents: [] },
  { message: "Tenho uma dúvida: a parede da sala pode ser derrubada?", intents: [] },
  { message: "Olá, vocês fazem projeto de paisagismo também?", intents: [] },
];

/**
 * Written after the detector was changed for INTENT_CORPUS, to see how it does on messages it was
 * not written against: 12 of 20 right at first (the corpus was then 65 of 65), missing everyday
 * words ("chateado", "obrigadão", "encarece", "vir medir"). Those words were added as vocabulary,
 * so this set is no longer unseen either; new messages keep measuring it.
 */
export const INTENT_HOLDOUT: readonly IntentCase[] = [
  { message: "Boa noite! A obra termina antes do Natal?", intents: ["prazo"] },
  { message: "Quanto fica o acompanhamento de obra por mês?", intents: ["orcamento"] },
  { message: "Vamos marcar um café pra falar do projeto da loja?", intents: ["reuniao"] },
  { message: "Dá pra colocar mais uma tomada na parede da TV?", intents: ["alteracao"] },
  { message: "Estou chateado, pedi o desenho da escada e veio tudo diferente.", intents: ["reclamacao"] },
  { message: "Tudo certo com a planta, aprovada!", intents: ["aprovacao"] },
  { message: "Transferi o valor da terceira parcela hoje cedo.", intents: ["pagamento"] },
  { message: "Vamos fazer a mudança no sábado, a chave já pode ser entregue?", intents: ["mudanca", "prazo"] },
  { message: "Obrigadão pela paciência com a gente!", intents: ["agradecimento"] },
  { message: "Pode me encaminhar as pranchas do executivo em PDF?", intents: ["documentos"] },
  { message: "Quando vocês conseguem vir medir o apartamento?", intents: ["reuniao", "prazo"] },
  { message: "Gostaria de trocar a bancada de granito por quartzo, isso encarece muito?", intents: ["alteracao", "orcamento"] },
  { message: "A porta do banheiro está raspando no piso, fizeram a medida errada.", intents: ["reclamacao"] },
  { message: "Vcs emitem recibo pro pagamento em dinheiro?", intents: ["pagamento", "documentos"] },
  { message: "Olá, adorei o trabalho de vocês no Instagram!", intents: [] },
  { message: "Me manda o contato do marceneiro, por favor.", intents: [] },
  { message: "Podemos seguir com a opção 2 do layout.", intents: ["aprovacao"] },
  { message: "Qual o valor do metro quadrado do porcelanato que vocês indicaram?", intents: ["orcamento"] },
  { message: "Vou me mudar em março, preciso que a cozinha esteja pronta até lá.", intents: ["mudanca", "prazo"] },
  { message: "Preciso da planta humanizada para mostrar ao banco.", intents: ["documentos"] },
];
